"""chatWithAI with the OpenAI generator: the real `openai` SDK against the local API stand-in."""

from __future__ import annotations

import re
import time

import pytest
from pydantic import SecretStr

import main
from shared.usecases import indexing
from shared.domain.prompt import SYSTEM_PROMPT
from shared.kernel.config import Settings
from shared.kernel.errors import FailedPrecondition, GenerationError
from shared.adapters.generation import make_generator
from shared.ports.generator import Generation
from shared.adapters.generation.openai_generator import OpenAIGenerator
from tests.chat_fixtures import INJECTION, seed
from tests.factories import add_message, chat_id_for

pytestmark = pytest.mark.emulator
QUESTION = "What did John say about his shoulder?"


def openai_settings(base: Settings, url: str, timeout: float = 2.0) -> Settings:
    return base.model_copy(
        update={"generator": "openai", "openai_api_key": SecretStr("test-key"), "openai_base_url": url, "openai_timeout_s": timeout}
    )


@pytest.fixture
def oa(db, backends, openai_standin):
    """Seeded trainers, and the backends' generator = OpenAI pointed at the stand-in."""
    seed(db, backends)
    generator = make_generator(openai_settings(backends.settings, openai_standin.base_url))
    assert isinstance(generator, OpenAIGenerator)
    backends.__dict__["generator"] = generator
    return openai_standin


def line_number(messages, needle):
    """The [n] of the source line containing `needle` in the prompt the stand-in received."""
    user = messages[-1]["content"]
    for line in user.splitlines():
        if needle.lower() in line.lower():
            return int(re.match(r"\[(\d+)\]", line).group(1))
    raise AssertionError(f"{needle!r} not in prompt")


def grounded_model(messages):
    """Plays a well-behaved model: answers from the numbered messages only, citing them."""
    return (
        f"John mentioned a sharp pain during overhead movements on Oct 10 [{line_number(messages, 'overhead')}] "
        f"and said bench press hurt on Oct 8 [{line_number(messages, 'bench press')}]."
    )


def ask(call_function, data, uid="trainer-a"):
    status, body = call_function(main.chatWithAI, data, uid=uid)
    return status, body


def test_grounded_answer_maps_citations_to_messages(oa, call_function, backends):
    oa.set_chat_handler(grounded_model)
    status, body = ask(call_function, {"message": QUESTION})
    assert status == 200, body
    result = body["result"]
    assert result["response"].startswith("John mentioned a sharp pain during overhead movements on Oct 10 [")
    assert [s["messageId"] for s in result["sources"]] == ["j2", "j1"]  # in order of first citation
    assert result["hasContext"] is True and 0 < result["confidence"] <= 1
    assert result["tokensUsed"] > 0  # the usage the API reported
    (request,) = oa.chat_requests()
    assert request["model"] == backends.settings.openai_chat_model
    assert request["messages"][0] == {"role": "system", "content": SYSTEM_PROMPT}
    assert not request.get("stream")


def test_injection_reaches_the_model_only_as_delimited_data(oa, call_function, db, backends):
    add_message(db, "john", "j9", INJECTION, "John Reyes")
    indexing.sync_message(backends, chat_id_for("john"), "j9")
    oa.set_chat_handler(lambda messages: f"John said his shoulder clicks when he benches [{line_number(messages, 'clicks')}].")
    status, body = ask(call_function, {"message": "What did John say about his shoulder clicking when benching?"})
    assert status == 200, body
    assert body["result"]["response"].startswith("John said his shoulder clicks")
    assert [s["messageId"] for s in body["result"]["sources"]] == ["j9"]
    (request,) = oa.chat_requests()
    system, user = request["messages"][0]["content"], request["messages"][-1]["content"]
    assert system == SYSTEM_PROMPT
    assert "Ignore previous instructions" not in system
    block = user[user.index("<messages>") : user.index("</messages>")]
    assert "Ignore previous instructions" in block
    assert "Ignore previous instructions" not in user.replace(block, "")


def test_follow_up_sends_the_conversation_so_far(oa, call_function):
    oa.set_chat_handler(grounded_model)
    _, first = ask(call_function, {"message": QUESTION})
    oa.set_chat_handler(lambda messages: f"He eats oatmeal and eggs [{line_number(messages, 'oatmeal')}].")
    _, second = ask(call_function, {"message": "and what about his diet?", "conversationId": first["result"]["conversationId"]})
    assert [s["messageId"] for s in second["result"]["sources"]] == ["j3"]
    user = oa.chat_requests()[-1]["messages"][-1]["content"]
    history = user[user.index("<conversation_so_far>") : user.index("</conversation_so_far>")]
    assert "Trainer: What did John say about his shoulder?" in history
    assert "Assistant: John mentioned a sharp pain" in history


@pytest.mark.parametrize("status, attempts", [(429, 1), (400, 1), (401, 1), (500, 2), (503, 2)])
def test_api_errors_are_unavailable_with_retry_hint_retried_only_when_transient(oa, call_function, db, status, attempts):
    oa.set_chat_handler(grounded_model)
    oa.inject_status(status, times=2)
    got, body = ask(call_function, {"message": QUESTION})
    assert got == 503
    assert set(body) == {"error"}
    assert body["error"]["status"] == "UNAVAILABLE"
    assert "try again" in body["error"]["message"].lower()
    assert oa.request_count("/v1/chat/completions") == attempts  # never retried on 4xx, once on 5xx
    assert list(db.collection("aiConversations").stream()) == []  # a failed answer is not stored


def test_one_transient_500_is_retried_and_answered(oa, call_function):
    oa.set_chat_handler(grounded_model)
    oa.inject_status(500, times=1)
    got, body = ask(call_function, {"message": QUESTION})
    assert got == 200, body
    assert oa.request_count("/v1/chat/completions") == 2
    assert [s["messageId"] for s in body["result"]["sources"]] == ["j2", "j1"]


def test_slow_api_times_out_after_one_retry(oa, call_function, backends):
    backends.__dict__["generator"] = make_generator(openai_settings(backends.settings, oa.base_url, timeout=1.0))
    oa.inject_delay(5.0, times=2)
    got, body = ask(call_function, {"message": QUESTION})
    assert got == 503
    assert body["error"]["status"] == "UNAVAILABLE"
    assert oa.request_count("/v1/chat/completions") == 2


def test_slow_first_attempt_then_answer(oa, call_function, backends):
    backends.__dict__["generator"] = make_generator(openai_settings(backends.settings, oa.base_url, timeout=1.0))
    oa.set_chat_handler(grounded_model)
    oa.inject_delay(5.0, times=1)
    got, body = ask(call_function, {"message": QUESTION})
    assert got == 200, body
    assert oa.request_count("/v1/chat/completions") == 2


# -- the generator alone: streaming -------------------------------------------


@pytest.fixture
def generator(openai_standin, settings):
    return OpenAIGenerator.from_settings(openai_settings(settings, openai_standin.base_url))


def prompt_for(text="John wrote about his shoulder"):
    from shared.domain.prompt import build_prompt
    from datetime import datetime, timezone

    cands = [(0.9, {"sourceId": "j2", "senderName": "John Reyes", "ts": 1760079600, "text": text})]
    return build_prompt("What did John say?", cands, [], None, 4000, datetime(2025, 10, 13, tzinfo=timezone.utc))


def test_stream_yields_tokens_then_usage(openai_standin, generator):
    openai_standin.set_chat_reply("John said overhead work hurts [1].")
    items = list(generator.stream(prompt_for()))
    *chunks, final = items
    assert isinstance(final, Generation)
    assert len(chunks) >= 5 and all(isinstance(c, str) for c in chunks)
    assert "".join(chunks) == final.text == "John said overhead work hurts [1]."
    assert final.tokens_used > 0
    (request,) = openai_standin.chat_requests()
    assert request["stream"] is True and request["stream_options"] == {"include_usage": True}


def test_stream_retries_a_500_before_the_first_token(openai_standin, generator):
    openai_standin.set_chat_reply("Fine [1].")
    openai_standin.inject_status(500, times=1)
    assert list(generator.stream(prompt_for()))[-1].text == "Fine [1]."
    assert openai_standin.request_count("/v1/chat/completions") == 2


def test_stream_429_fails_at_once(openai_standin, generator):
    openai_standin.inject_status(429, times=1)
    with pytest.raises(GenerationError) as err:
        list(generator.stream(prompt_for()))
    assert err.value.code == "UNAVAILABLE"
    assert openai_standin.request_count("/v1/chat/completions") == 1


def test_openai_generator_needs_a_key(settings):
    with pytest.raises(FailedPrecondition):
        make_generator(settings.model_copy(update={"generator": "openai", "openai_api_key": None}))


# -- the generation budget (GENERATION_TIMEOUT_S) ---------------------------------

GENERATION_BUDGET_S = 0.5
# Far longer than the budget (an injected delay is woken when the test ends, so it costs nothing).
STALL_S = 10.0


@pytest.mark.parametrize("streamed", [False, True])
def test_a_stalled_generator_is_unavailable_with_retry_after_within_its_budget(oa, backends, streamed):
    """At the production per-request timeout (20 s), the generation budget still ends the wait."""
    from shared.usecases.chat import service
    from shared.usecases.chat.models import ChatRequest

    backends.__dict__["generator"] = make_generator(openai_settings(backends.settings, oa.base_url, timeout=20.0))
    backends.settings.generation_timeout_s = GENERATION_BUDGET_S
    oa.inject_delay(STALL_S, times=2, when=lambda r: r.path == "/v1/chat/completions")
    started = time.monotonic()
    with pytest.raises(GenerationError) as err:
        request = ChatRequest(message=QUESTION)
        if streamed:
            list(service.answer_stream(backends, "trainer-a", request))
        else:
            service.answer(backends, "trainer-a", request)
    elapsed = time.monotonic() - started
    assert err.value.code == "UNAVAILABLE"
    assert err.value.details["retryAfterSeconds"] >= 1
    assert oa.request_count("/v1/chat/completions") >= 1  # the stall was reached
    # Retrieval (local store, Firestore emulator) and the budget, generously for a loaded CI
    # runner: far less than the stall, so it tells "ended by the budget" from "waited".
    assert elapsed < GENERATION_BUDGET_S + 4.0 < STALL_S


def test_the_chat_callable_answers_unavailable_with_retry_after(oa, backends, call_function):
    backends.settings.generation_timeout_s = GENERATION_BUDGET_S
    oa.inject_delay(STALL_S, times=2, when=lambda r: r.path == "/v1/chat/completions")
    got, body = ask(call_function, {"message": QUESTION})
    assert got == 503
    assert body["error"]["status"] == "UNAVAILABLE"
    assert body["error"]["details"]["retryAfterSeconds"] >= 1
