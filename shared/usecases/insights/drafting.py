"""Turn a detection into the insight's text: title, client message, rationale, actions.

Two drafters behind one `Drafter` protocol:

- `TemplateDrafter` (offline, the default): fixed wording per pattern
  (shared/domain/insights/wording.py), filled with counts from the detection.
  Deterministic; never quotes the client.
- `ModelDrafter` (`GENERATOR=openai`): a chat model behind the `JsonGenerator`
  port (shared/ports/generator.py; OpenAI's adapter shares the chat generator's
  client, timeout and retry), held to a JSON schema, given the triggering messages. It first *confirms*
  the detection (`confirmed: false` when the evidence is negated, about
  someone else, a question, hypothetical or resolved: the keyword rules'
  known blind spots) — an unconfirmed detection raises
  `DraftFailed("model_unconfirmed")` and nothing is created — then writes the
  draft. Its output is validated with the `Draft` model; a malformed answer
  (not JSON, missing fields, title over 50 chars) is asked for once more, and
  a second malformed answer raises `DraftFailed` — the run logs the attempt
  as failed and creates nothing: never half an insight.

The insight type and confidence come from the detector, never from the model:
rate limits and duplicates are keyed on the type. Which drafter runs is picked
here (`drafter`, once per `Backends`), from the JsonGenerator the backends offer
(shared/usecases/backends.py, `Backends.json_generator`: none offline or without a key).
"""

from __future__ import annotations

import json
import logging
from dataclasses import dataclass
from typing import Protocol, Sequence

from pydantic import ValidationError

from shared.domain.insights.detectors import Detection
from shared.domain.insights.models import Draft
from shared.domain.insights.wording import template_draft
from shared.domain.insights.models import ClientMessage
from shared.kernel.errors import GenerationError
from shared.ports.generator import ChatMessage, JsonGenerator, JsonSchema
from shared.usecases.backends import Backends

log = logging.getLogger(__name__)

MAX_EVIDENCE_CHARS = 500  # per message sent to the model


class DraftFailed(Exception):
    """No valid draft could be produced; `reason` is safe to log (no text)."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


@dataclass(frozen=True)
class DraftInput:
    detection: Detection
    client_name: str  # first name, for the wording
    evidence: Sequence[ClientMessage]  # the triggering messages, oldest first
    window_days: int = 7


class Drafter(Protocol):
    name: str

    def draft(self, item: DraftInput) -> Draft:
        """Raises DraftFailed when no valid draft can be produced."""
        ...


class TemplateDrafter:
    """Offline wording per pattern (shared/domain/insights/wording.py). Deterministic, so reruns produce identical drafts."""

    name = "template"

    def draft(self, item: DraftInput) -> Draft:
        return template_draft(item.detection.pattern, item.detection.detail, item.client_name, item.window_days)


SYSTEM_PROMPT = (
    "You help a personal trainer follow up with a client. You receive a detected pattern and the client's "
    "messages (and check-in comments or the coach's session notes) that triggered it. Reply with ONE JSON object "
    "with exactly these keys: "
    '"confirmed" (true only if the texts really show this pattern for this client now; false if they deny it '
    '("not tired"), are about someone else, are only a question or a plan, or say it is resolved), '
    '"title" (at most 50 characters, names the client and the pattern), '
    '"clientMessage" (a short, warm message the trainer could send the client, at most 600 characters), '
    '"rationale" (one or two sentences for the trainer, citing only facts from the messages), '
    '"suggestedActions" (1 to 4 short actions for the trainer). '
    "Never diagnose a medical condition; suggest a professional for persistent pain. "
    "Do not invent facts that are not in the messages."
)

# Structured outputs: the API holds the model to this shape; pydantic still checks
# the limits it cannot express (title length, 1-5 actions).
DRAFT_SCHEMA = JsonSchema(
    name="insight_draft",
    schema={
        "type": "object",
        "additionalProperties": False,
        "required": ["confirmed", "title", "clientMessage", "rationale", "suggestedActions"],
        "properties": {
            "confirmed": {"type": "boolean"},
            "title": {"type": "string"},
            "clientMessage": {"type": "string"},
            "rationale": {"type": "string"},
            "suggestedActions": {"type": "array", "items": {"type": "string"}},
        },
    },
)
TEMPERATURE = 0.3  # a little livelier wording than the answers' 0.1


class ModelDrafter:
    """A chat model held to a JSON schema: confirms, then drafts; one retry on malformed output, then DraftFailed."""

    attempts = 2

    def __init__(self, generator: JsonGenerator) -> None:
        self._generator = generator
        # Stored on each insight as `drafter`: the provider of the generator the backends offer.
        self.name = generator.provider

    def _messages(self, item: DraftInput) -> list[ChatMessage]:
        payload = {
            "pattern": item.detection.pattern,
            "details": item.detection.detail,
            "clientFirstName": item.client_name,
            "windowDays": item.window_days,
            "messages": [
                {"id": m.id, "date": m.at.date().isoformat(), "text": m.text[:MAX_EVIDENCE_CHARS]} for m in item.evidence
            ],
        }
        return [ChatMessage("system", SYSTEM_PROMPT), ChatMessage("user", json.dumps(payload))]

    def draft(self, item: DraftInput) -> Draft:
        messages = self._messages(item)
        for attempt in range(1, self.attempts + 1):
            try:
                content = self._generator.generate_json(messages, DRAFT_SCHEMA, TEMPERATURE)
            except GenerationError as exc:
                # The provider's error class (e.g. InternalServerError) is what the attempt records.
                raise DraftFailed(f"api_error:{type(exc.__cause__ or exc).__name__}") from None
            try:
                data = json.loads(content)
                if not isinstance(data, dict) or not isinstance(data.get("confirmed"), bool):
                    raise ValueError("confirmed must be a boolean")
                if data["confirmed"] is False:
                    raise DraftFailed("model_unconfirmed")
                return Draft.model_validate(data)
            except (ValueError, ValidationError) as exc:  # JSONDecodeError is a ValueError
                log.warning(
                    "insight_draft_malformed",
                    extra={"json_fields": {"attempt": attempt, "errorClass": type(exc).__name__}},
                )
        raise DraftFailed("malformed_output")


# The key this use case keeps its drafter under in `Backends.made` (one per instance).
DRAFTER = "insights.drafter"


def drafter(backends: Backends) -> Drafter:
    """The insight drafter of these backends, picked once per instance (`make_drafter`)."""
    return backends.made(DRAFTER, lambda b: make_drafter(b.json_generator, b.settings.generator == "openai"))


def make_drafter(generator: JsonGenerator | None, model_asked: bool = False) -> Drafter:
    """With a model held to a JSON schema (GENERATOR=openai and a key), the model drafts (`ModelDrafter`);
    otherwise the offline templates. `model_asked`: the configuration asked for the model (GENERATOR=openai)
    but offers none (no key): the insight run still works, it warns and uses templates."""
    if generator is not None:
        return ModelDrafter(generator)
    if model_asked:
        log.warning("insights_drafter_fallback", extra={"json_fields": {"code": "no_openai_key"}})
    return TemplateDrafter()
