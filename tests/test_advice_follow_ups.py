""""what did i say she could do", "what did i give him to do" in the thread of an injury ask the plan the trainer
sent back when the news came: their reply to the message telling what the physio, the gp or the scan said
(thread_records._advice_replies; verdicts.tells_verdict; previous_records.asks_advice), not the newest exchange a
sibling follow-up quoted (the welcome, a later reply). "what did i reply" keeps the newest exchange
(tests/test_exchange_further_back.py).

Hand-written questions, names and messages, not taken from any benchmark set."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest

from shared.domain import verdicts
from shared.usecases import previous_records
from shared.usecases.chat.models import ChatRequest
from tests.alike import search_finds_only


@pytest.mark.parametrize("text", [
    "physio says it's a grade 1 calf strain, no running for 10 days",
    "hi it's Dev, Asha's husband. the gp said tendonitis and gave her a splint",
    "a&e at st mary's says the wrist isn't broken",
    "mri showed a small meniscus tear",
])
def test_a_clinicians_verdict_is_told(text):
    assert verdicts.tells_verdict(text)


@pytest.mark.parametrize("text", [
    "booked the chiropractor for monday", "reckon i've tweaked my wrist", "my doctor is lovely and my sister said hi",
    "Thanks Dev. Bike and upper body only this week.",
])
def test_no_verdict_is_told(text):
    assert not verdicts.tells_verdict(text)


@pytest.mark.parametrize("question", [
    "what did i say she could do", "and what did i say i'd do", "what did i give him to do",
    "what did i tell her to do",
])
def test_the_trainers_plan_is_asked(question):
    assert previous_records.asks_advice(question)


@pytest.mark.parametrize("question", [
    "what did i reply", "what did i tell him afterwards", "what did i say about her calf",
    "what could she do", "who told me",
])
def test_no_plan_is_asked(question):
    assert not previous_records.asks_advice(question)


# -- the whole chat, three turns of one conversation, on the emulator ---------------------------------

START = datetime(2026, 3, 2, 8, tzinfo=timezone.utc)
NOW = START + timedelta(days=60)


@pytest.fixture
def asha(db, backends):
    from tests.alike import seed_chat

    said = [  # (id, sender, name, text, hours after START)
        ("a1", "asha", "Asha Brennan", "hi, asha brennan, 34, netball on thursdays. calf gets tight after matches", 0),
        ("a2", "coach", "Coach", "Welcome Asha! Two sessions a week and we keep an eye on that calf.", 2),
        ("a3", "asha", "Asha Brennan", "hi it's Dev, Asha's husband. physio says she's torn her calf, grade 1, no "
                                       "netball for 3 weeks", 300),
        ("a4", "coach", "Coach", "Thanks Dev. Bike and upper body only, and calf raises when it stops hurting.", 302),
        ("a5", "asha", "Asha Brennan", "calf feels loads better, walked the dog", 600),
        ("a6", "coach", "Coach", "Lovely. Keep going with it.", 601),
    ]
    seed_chat(db, backends, "asha", "Asha Brennan",
              [(mid, text, name, sender, START + timedelta(hours=hours)) for mid, sender, name, text, hours in said])


def _ask(backends, question: str, conversation_id: str | None = None):
    from shared.usecases.chat import service

    return service.answer(backends, "coach", ChatRequest(message=question, conversationId=conversation_id), now=NOW)


@pytest.mark.emulator
def test_the_plan_sent_back_with_the_verdict_answers_after_a_sibling(db, backends, asha, monkeypatch):
    first = _ask(backends, "what happened to asha's calf")
    assert first.sources
    search_finds_only(monkeypatch, {"a1", "a5"})  # the sibling's answer: the intake and the later news, with replies
    sibling = _ask(backends, "is it better now", first.conversationId)
    quoted = {s.messageId for s in sibling.sources}
    assert quoted & {"a2", "a6"} and not quoted & {"a3", "a4"}  # the newest exchange: the welcome or a later reply
    plan = _ask(backends, "what did i say she could do", first.conversationId)
    assert plan.hasContext is True
    assert plan.sources[0].messageId == "a4"


@pytest.mark.parametrize("question", [
    "what's she allowed to do at netball", "what can he do at training now", "and what could she do",
    "what was he cleared to do",
])
def test_what_the_client_may_do_is_asked(question):
    assert previous_records.asks_allowance(question)


@pytest.mark.parametrize("question", [
    "what can she do about her diet", "what can i do for her", "what's she doing at netball",
])
def test_no_allowance_is_asked(question):
    assert not previous_records.asks_allowance(question)


@pytest.mark.emulator
def test_what_the_client_may_do_is_the_reply_to_the_verdict(db, backends, asha):
    first = _ask(backends, "what happened to asha's calf")
    assert first.sources
    allowed = _ask(backends, "what's she allowed to do at netball", first.conversationId)
    assert allowed.hasContext is True
    assert [s.messageId for s in allowed.sources] == ["a4"]


def _sent(text: str):
    from shared.domain.retrieval import Candidate

    return Candidate("m", 0.0, 0.5, {"clientId": "ronan", "senderId": "ronan", "text": text})


def test_someone_else_names_the_client_by_a_short_name():
    # "sam's daughter" from Samuel's phone: someone else wrote it, as "samuel's daughter" would say.
    assert previous_records.written_for(_sent("hi jo it's maisie, sam's daughter. dad's hurt his back"), "Samuel Reed")
    assert not previous_records.written_for(_sent("same's fine, see you"), "Samuel Reed")
    assert not previous_records.written_for(_sent("hurt my back lifting the boat"), "Samuel Reed")
