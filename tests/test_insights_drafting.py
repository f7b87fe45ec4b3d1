"""Drafters: offline templates, and OpenAI JSON mode through the stand-in (real `openai` SDK)."""

from __future__ import annotations

import json

import pytest

from shared.adapters.generation.openai_generator import OpenAIJsonGenerator
from shared.kernel.config import Settings
from shared.ports.generator import JsonGenerator
from shared.domain.insights.detectors import Detection
from shared.usecases.backends import Backends
from shared.usecases.insights import drafting
from shared.usecases.insights.drafting import DraftFailed, DraftInput, ModelDrafter, TemplateDrafter
from shared.usecases.insights.run import run_insights
from shared.domain.insights.settings import InsightSettings
from tests.contract.conformance import undeclared_methods
from tests.insights_fixtures import NOW, attempts, insights, seed

VALID = {
    "confirmed": True,
    "title": "Sarah is overwhelmed this week",
    "clientMessage": "Hi Sarah, sounds like a heavy week. Want to swap Friday for a mobility session?",
    "rationale": "She wrote that she can't keep up and feels overwhelmed on two days.",
    "suggestedActions": ["Check in", "Lighten Friday"],
}


def openai_settings(standin, tmp_path) -> Settings:
    return Settings(
        generator="openai", openai_api_key="test-key", openai_base_url=standin.base_url,
        local_store_path=tmp_path / "v.sqlite3",
    )


def make_drafter(settings: Settings):
    """The drafter the insights pick from the backends of these settings (drafting.drafter)."""
    return drafting.drafter(Backends(settings=settings))


def stress(**detail) -> DraftInput:
    d = Detection("stress", "recovery", ("m1", "m2"), 0.6, {"daysRecent": 2, "ofDays": 3, "daysInWindow": 2, "mentions": 2, **detail})
    return DraftInput(d, "Sarah", [])


def test_template_drafts_every_pattern_within_limits():
    cases = [
        Detection("stress", "recovery", ("a",), 0.6, {"daysRecent": 3, "ofDays": 3, "daysInWindow": 4, "mentions": 5}),
        Detection("pain", "training", ("a",), 0.6, {"mentions": 1, "days": 1, "bodyParts": []}),
        Detection("adherence", "motivation", ("a",), 0.6, {"signal": "missed_sessions", "mentions": 3}),
        Detection("adherence", "motivation", ("a",), 0.6, {"signal": "gone_quiet", "silentDays": 6}),
        Detection("milestone", "general", ("a",), 0.7, {"mentions": 1}),
    ]
    titles = set()
    for detection in cases:
        draft = TemplateDrafter().draft(DraftInput(detection, "Bartholomew-Alexander", []))
        assert len(draft.title) <= 50 and draft.clientMessage and draft.rationale and draft.suggestedActions
        titles.add(draft.title)
    assert len(titles) == len(cases)


def test_offline_is_the_default_and_openai_needs_a_key():
    assert isinstance(make_drafter(Settings()), TemplateDrafter)
    assert isinstance(make_drafter(Settings(generator="openai")), TemplateDrafter)


def test_the_drafter_is_picked_once_per_backends_from_the_json_generator_they_offer(openai_standin, tmp_path, caplog):
    # The backends offer a JsonGenerator (or none); the insights pick their drafter from it, once per instance,
    # and warn once when the model was asked for without a key.
    backends = Backends(settings=openai_settings(openai_standin, tmp_path))
    assert isinstance(backends.json_generator, OpenAIJsonGenerator)
    assert drafting.drafter(backends) is drafting.drafter(backends)
    assert Backends(settings=Settings()).json_generator is None
    keyless = Backends(settings=Settings(generator="openai"))
    assert keyless.json_generator is None
    with caplog.at_level("WARNING"):
        assert drafting.drafter(keyless) is drafting.drafter(keyless)
    assert [r.getMessage() for r in caplog.records].count("insights_drafter_fallback") == 1


def test_valid_json_becomes_the_draft(openai_standin, tmp_path):
    openai_standin.set_chat_handler(lambda messages: json.dumps(VALID))
    drafter = make_drafter(openai_settings(openai_standin, tmp_path))
    assert isinstance(drafter, ModelDrafter)
    draft = drafter.draft(stress())
    assert draft.title == VALID["title"]
    request = openai_standin.chat_requests()[-1]
    assert request["response_format"]["type"] == "json_schema"
    schema = request["response_format"]["json_schema"]["schema"]
    assert set(schema["required"]) == {"confirmed", "title", "clientMessage", "rationale", "suggestedActions"}
    payload = json.loads(request["messages"][-1]["content"])
    assert payload["pattern"] == "stress" and payload["clientFirstName"] == "Sarah"


def test_the_model_drafter_goes_through_the_json_generator_port(openai_standin, tmp_path):
    # The adapter is the chat generator's sibling: same client maker, timeout and retry.
    generator = OpenAIJsonGenerator.from_settings(openai_settings(openai_standin, tmp_path))
    assert isinstance(generator, JsonGenerator)
    # from_settings: called by backends.make_json_generator while it builds the generator (tests/contract/conformance.py).
    assert undeclared_methods(generator, JsonGenerator, {"from_settings"}) == set()
    openai_standin.set_chat_handler(lambda messages: json.dumps(VALID))
    assert ModelDrafter(generator).draft(stress()).title == VALID["title"]


class AnotherProvidersGenerator:
    """A JsonGenerator of a provider other than OpenAI, answering every request with a valid draft."""

    provider = "another-provider"
    model_id = "another-model"

    def generate_json(self, messages, schema, temperature) -> str:
        return json.dumps(VALID)


def test_the_drafters_label_is_its_generators_provider(openai_standin, tmp_path):
    # The label each insight stores as `drafter`: the adapter's, not a name the drafter assumes.
    other = AnotherProvidersGenerator()
    assert isinstance(other, JsonGenerator)
    drafter = ModelDrafter(other)
    assert drafter.name == "another-provider" and drafter.draft(stress()).title == VALID["title"]
    assert make_drafter(openai_settings(openai_standin, tmp_path)).name == OpenAIJsonGenerator.provider == "openai"


def test_a_transient_failure_is_retried_once_as_the_chat_generators_are(openai_standin, tmp_path):
    openai_standin.set_chat_handler(lambda messages: json.dumps(VALID))
    openai_standin.inject_status(503, times=1)
    draft = make_drafter(openai_settings(openai_standin, tmp_path)).draft(stress())
    assert draft.title == VALID["title"]
    assert len(openai_standin.chat_requests()) == 2


def test_a_rate_limit_is_not_retried_at_once_as_the_chat_generators_is_not(openai_standin, tmp_path):
    # The chat generator's rule (openai_generator.py): retrying a 429 at once only adds load.
    openai_standin.set_chat_handler(lambda messages: json.dumps(VALID))
    openai_standin.inject_status(429, times=1)
    with pytest.raises(DraftFailed) as err:
        make_drafter(openai_settings(openai_standin, tmp_path)).draft(stress())
    assert err.value.reason == "api_error:RateLimitError"
    assert len(openai_standin.chat_requests()) == 1


def test_malformed_then_valid_is_retried_once(openai_standin, tmp_path):
    replies = iter(["not json at all", json.dumps(VALID)])
    openai_standin.set_chat_handler(lambda messages: next(replies))
    draft = make_drafter(openai_settings(openai_standin, tmp_path)).draft(stress())
    assert draft.clientMessage == VALID["clientMessage"]
    assert len(openai_standin.chat_requests()) == 2


@pytest.mark.parametrize(
    "bad",
    [
        "{broken",
        json.dumps({**VALID, "title": "x" * 51}),  # over 50 chars: never truncated silently
        json.dumps({k: v for k, v in VALID.items() if k != "clientMessage"}),
        json.dumps({**VALID, "suggestedActions": []}),
        json.dumps([VALID]),
        json.dumps({k: v for k, v in VALID.items() if k != "confirmed"}),  # the confirmation is required
        json.dumps({**VALID, "confirmed": "yes"}),
    ],
)
def test_malformed_twice_fails_without_a_draft(openai_standin, tmp_path, bad):
    openai_standin.set_chat_handler(lambda messages: bad)
    with pytest.raises(DraftFailed) as err:
        make_drafter(openai_settings(openai_standin, tmp_path)).draft(stress())
    assert err.value.reason == "malformed_output"
    assert len(openai_standin.chat_requests()) == 2



@pytest.mark.emulator
def test_run_with_openai_logs_failed_and_creates_nothing_half_done(db, backends, openai_standin, tmp_path):
    seed(db)
    openai_standin.set_chat_handler(lambda messages: "{}")
    drafter = make_drafter(openai_settings(openai_standin, tmp_path))
    summary = run_insights(backends, now=NOW, cfg=InsightSettings(weekly_notes=False), drafter=drafter)
    assert (summary.generated, summary.failed) == (0, 3)
    assert insights(db) == {}
    assert {(a["outcome"], a["reason"]) for a in attempts(db)} == {("failed", "malformed_output")}


@pytest.mark.emulator
def test_run_with_openai_stores_the_models_text_and_the_detectors_type(db, backends, openai_standin, tmp_path):
    seed(db)
    openai_standin.set_chat_handler(lambda messages: json.dumps({**VALID, "insightType": "nutrition", "confidence": 1.0}))
    drafter = make_drafter(openai_settings(openai_standin, tmp_path))
    run_insights(backends, now=NOW, cfg=InsightSettings(weekly_notes=False), drafter=drafter)
    sarah = next(iter(insights(db, clientId="sarah").values()))
    assert sarah["title"] == VALID["title"] and sarah["drafter"] == "openai"
    assert sarah["insightType"] == "recovery" and sarah["confidence"] < 1.0


@pytest.mark.emulator
def test_openai_outage_is_a_failed_attempt(db, backends, openai_standin, tmp_path):
    seed(db)
    openai_standin.inject_status(500, times=100)
    drafter = make_drafter(openai_settings(openai_standin, tmp_path))
    summary = run_insights(backends, now=NOW, cfg=InsightSettings(weekly_notes=False), drafter=drafter)
    assert (summary.failed, summary.clientErrors) == (3, 0)
    assert {a["reason"] for a in attempts(db)} == {"api_error:InternalServerError"}


def test_an_unconfirmed_detection_is_not_drafted_and_not_retried(openai_standin, tmp_path):
    openai_standin.set_chat_handler(lambda messages: json.dumps({**VALID, "confirmed": False}))
    with pytest.raises(DraftFailed) as err:
        make_drafter(openai_settings(openai_standin, tmp_path)).draft(stress())
    assert err.value.reason == "model_unconfirmed"
    assert len(openai_standin.chat_requests()) == 1


@pytest.mark.emulator
def test_run_audits_unconfirmed_detections_and_creates_nothing(db, backends, openai_standin, tmp_path):
    seed(db)
    openai_standin.set_chat_handler(lambda messages: json.dumps({**VALID, "confirmed": False}))
    drafter = make_drafter(openai_settings(openai_standin, tmp_path))
    summary = run_insights(backends, now=NOW, cfg=InsightSettings(weekly_notes=False), drafter=drafter)
    assert (summary.generated, summary.failed) == (0, 3)
    assert insights(db) == {}
    assert {(a["outcome"], a["reason"]) for a in attempts(db)} == {("failed", "model_unconfirmed")}
