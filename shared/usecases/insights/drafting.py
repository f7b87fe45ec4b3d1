"""Turn a detection into the insight's text: title, client message, rationale, actions.

Two drafters behind one `Drafter` protocol:

- `TemplateDrafter` (offline, the default): fixed wording per pattern, filled
  with counts from the detection. Deterministic; never quotes the client.
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
from shared.domain.insights.models import MAX_TITLE_CHARS, Draft
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


def fit_title(title: str) -> str:
    title = " ".join(title.split())
    return title if len(title) <= MAX_TITLE_CHARS else title[: MAX_TITLE_CHARS - 1].rstrip() + "…"


def _times(n: int) -> str:
    return {1: "once", 2: "twice"}.get(n, f"{n} times")


class TemplateDrafter:
    """Offline wording per pattern. Deterministic, so reruns produce identical drafts."""

    name = "template"

    def draft(self, item: DraftInput) -> Draft:
        d, name = item.detection.detail, item.client_name or "Your client"
        pattern = item.detection.pattern
        if pattern == "stress" and d.get("signal") == "checkin":
            title = f"{name}'s check-in: high stress, poor sleep"
            message = (
                f"Hi {name}, thanks for your check-in. It sounds like stress is high and sleep is short right now. "
                "How are you holding up? We can lighten the next sessions and focus on sleep and recovery."
            )
            rationale = f"{name}'s latest check-in reported high stress together with poor sleep."
            actions = ["Check in personally", "Reduce training volume this week", "Plan a recovery or mobility session"]
        elif pattern == "stress":
            title = f"{name} seems stressed ({d['daysRecent']} of last {d['ofDays']} days)"
            message = (
                f"Hi {name}, it sounds like a lot is on your plate this week. How are you holding up? "
                "We can lighten the next sessions and focus on sleep and recovery — just say the word."
            )
            rationale = (
                f"{name} mentioned stress or fatigue on {d['daysRecent']} of the last {d['ofDays']} days "
                f"({d['mentions']} messages in the last {item.window_days} days)."
            )
            actions = ["Check in personally", "Reduce training volume this week", "Plan a recovery or mobility session"]
        elif pattern == "pain":
            part = " and ".join(d.get("bodyParts") or []) or "pain"
            what = f"{part} pain" if d.get("bodyParts") else "pain"
            title = f"{name} reported {what} {_times(d['mentions'])} this week"
            message = (
                f"Hi {name}, sorry to hear about the {what}. Where exactly does it hurt, and when? "
                "Let's adjust the exercises that aggravate it; if it persists, please have a physio look at it."
            )
            rationale = f"{name} mentioned {what} {_times(d['mentions'])} in the last {item.window_days} days, with no sign it has resolved."
            actions = ["Ask where and when it hurts", "Swap aggravating exercises", "Suggest a physiotherapist if it persists"]
        elif pattern == "adherence" and d.get("signal") == "missed_sessions":
            title = f"{name} missed sessions {_times(d['mentions'])} recently"
            message = (
                f"Hi {name}, I noticed a few sessions slipped this week — totally normal. "
                "What would make training easier to fit in right now? We can shorten or move sessions."
            )
            rationale = f"{name} mentioned missing or skipping training {_times(d['mentions'])} in the last {item.window_days} days."
            actions = ["Ask what is getting in the way", "Offer shorter or rescheduled sessions", "Set one small goal for next week"]
        elif pattern == "adherence" and d.get("signal") == "adherence_drop":
            title = f"{name}'s adherence dropped to {d['latestPct']}%"
            message = (
                f"Hi {name}, your last check-in showed the plan has been hard to stick to lately — that happens. "
                "What got in the way? Let's adjust the plan so it fits your week."
            )
            since = f", down from about {d['baselinePct']}%" if "baselinePct" in d else ""
            rationale = f"{name}'s latest check-in reported {d['latestPct']}% adherence{since}."
            actions = ["Ask what is getting in the way", "Simplify the plan for next week", "Set one small goal"]
        elif pattern == "adherence" and d.get("signal") == "missed_checkins":
            title = f"{name} has not checked in for {d['daysSinceCheckin']} days"
            message = f"Hi {name}, I haven't seen a check-in from you for a bit — how are things going? A quick update helps me adjust your plan."
            rationale = f"{name} usually checks in regularly; the last check-in was {d['daysSinceCheckin']} days ago."
            actions = ["Send a friendly reminder", "Ask whether the check-in format still works for them"]
        elif pattern == "adherence":
            title = f"{name} has gone quiet for {d['silentDays']} days"
            message = f"Hi {name}, just checking in — how is training going this week? Anything I can adjust for you?"
            rationale = f"{name} was active before but has not written for {d['silentDays']} days."
            actions = ["Send a friendly check-in", "Review the current plan's difficulty"]
        elif pattern == "progress":
            metric = str(d.get("metric", "metric")).replace("_", " ")
            unit = f" {d['unit']}" if d.get("unit") else ""
            if d.get("signal") == "goal_missed":
                title = f"{name} missed the {metric} goal deadline"
                message = f"Hi {name}, the deadline for your {metric} goal has passed — you've still made progress. Shall we set a new, realistic date together?"
                rationale = f"{name}'s {metric} is {d['latest']}{unit} against a target of {d['target']}{unit}, and the deadline has passed."
                actions = ["Review what worked and what did not", "Set a new deadline or target"]
            elif d.get("signal") == "regression":
                title = f"{name}'s {metric} moved away from the goal"
                message = f"Hi {name}, your {metric} went the other way this week — that happens. Anything different lately (sleep, food, stress)? Let's adjust together."
                rationale = f"{name}'s {metric} went from {d['previous']}{unit} to {d['latest']}{unit} in about a week; the target is {d['target']}{unit}."
                actions = ["Ask what changed this week", "Review the plan for this goal"]
            else:
                title = f"{name}'s {metric} has plateaued"
                message = f"Hi {name}, your {metric} has held steady for a few weeks. Time to change something in the plan — let's talk about options."
                rationale = f"{name}'s {metric} stayed around {d['latest']}{unit} for {d.get('days')} days; the target is {d['target']}{unit}."
                actions = ["Change one variable in the plan", "Check adherence and recovery"]
        elif pattern == "milestone" and d.get("signal") == "goal_reached":
            metric = str(d.get("metric", "goal")).replace("_", " ")
            unit = f" {d['unit']}" if d.get("unit") else ""
            title = f"{name} reached the {metric} goal"
            message = f"Hi {name}, you reached your {metric} goal — {d['latest']}{unit}! Well done. Let's set the next target together."
            rationale = f"{name}'s latest {metric} reading ({d['latest']}{unit}) meets the target of {d['target']}{unit}."
            actions = ["Congratulate them", "Set the next goal"]
        else:
            title = f"{name} hit a milestone — celebrate it"
            message = f"Hi {name}, that is a real milestone — well done! Let's set the next target together."
            rationale = f"{name} reported a personal best or reached goal in the last {item.window_days} days."
            actions = ["Congratulate them", "Set the next goal", "Share progress in the next session"]
        return Draft(title=fit_title(title), clientMessage=message, rationale=rationale, suggestedActions=actions)


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
