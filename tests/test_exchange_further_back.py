"""A follow-up about the exchange ("what did i reply", "who told me"; previous_records.asks_own_words /
asks_who_wrote) asked after a sibling follow-up whose answer quoted only the client's own messages is
answered from the newest answer of the conversation whose records hold what it asks about — a message of
the trainer's, a message written by someone else — not from the sibling's records, which hold none
(service._previous_records, _offered_each; previous_records.quoting_sources, holds_asked). Where the newest
answer holds one, it is used, as before.

Before, only the newest answer that quoted anything was read: after "was it broken?" answered with the
client's "x-ray clear", "who told me" was answered with that same message, though the first answer of the
thread had quoted the brother's message.

Hand-written questions, names and messages, not taken from any benchmark set."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone
from types import SimpleNamespace

import pytest

from shared.domain.retrieval import Candidate
from shared.usecases import previous_records
from shared.usecases.chat.models import ChatRequest
from tests.alike import search_finds_only


def test_each_quoting_answers_sources_newest_first():
    turns = [SimpleNamespace(role="user", sources=()), SimpleNamespace(role="assistant", sources=("a", "b")),
             SimpleNamespace(role="user", sources=()), SimpleNamespace(role="assistant", sources=()),
             SimpleNamespace(role="assistant", sources=("c",))]
    assert previous_records.quoting_sources(turns) == [("c",), ("a", "b")]
    assert previous_records.quoting_sources([]) == []


def _record(n: int, sender: str, text: str = "") -> Candidate:
    return Candidate(f"v-{n}", 0.0, 0.5, {"clientId": "ines", "senderId": sender, "text": text})


def test_the_kind_asked_is_held_or_not():
    client_only = [_record(1, "ines", "x-ray clear"), _record(2, "ines", "sling for a week")]
    assert previous_records.holds_asked(client_only, "coach", own_words=True) is False
    assert previous_records.holds_asked(client_only, "coach", own_words=False, client_name="Ines Varga") is False
    assert previous_records.holds_asked([*client_only, _record(3, "coach")], "coach", own_words=True) is True
    # From the client's account, naming her by a possessive: someone else wrote it.
    brother = _record(4, "ines", "Hi, it's Marco, Ines's brother. She came off her bike")
    assert previous_records.holds_asked([brother], "coach", own_words=False, client_name="Ines Varga") is True


# -- the whole chat, three turns of one conversation, on the emulator ---------------------------------

START = datetime(2026, 9, 1, 8, tzinfo=timezone.utc)
NOW = START + timedelta(days=40)


@pytest.fixture
def ines(db, backends):
    from tests.alike import seed_chat

    said = [  # (id, sender, name, text, hours after START)
        ("i1", "ines", "Ines Varga", "can we do tuesday at 8?", 0),
        ("i2", "coach", "Coach", "Tuesday at 8 works.", 1),
        ("i3", "ines", "Ines Varga", "Hi, it's Marco, Ines's brother. She came off her bike on the canal path and "
                                     "hurt her shoulder, she's at A&E now.", 100),
        ("i4", "coach", "Coach", "Thanks Marco. No upper body until she's seen, and ask her to send me what they say.",
         101),
        ("i5", "ines", "Ines Varga", "x-ray clear, just bruising on the shoulder. sling for a week", 150),
        ("i6", "ines", "Ines Varga", "new bike lights arrived", 300),
        ("i7", "ines", "Ines Varga", "shoulder sore reaching up to the top shelf", 400),
    ]
    seed_chat(db, backends, "ines", "Ines Varga",
              [(mid, text, name, sender, START + timedelta(hours=hours)) for mid, sender, name, text, hours in said])



def _ask(backends, question: str, conversation_id: str | None = None):
    from shared.usecases.chat import service

    return service.answer(backends, "coach", ChatRequest(message=question, conversationId=conversation_id), now=NOW)


@pytest.mark.emulator
@pytest.mark.parametrize("follow_up, answered_by", [("what did i reply", "i4"), ("who told me", "i3")])
def test_after_a_sibling_quoting_only_the_client_the_thread_s_exchange_answers(db, backends, ines, monkeypatch,
                                                                             follow_up, answered_by):
    first = _ask(backends, "what happened to ines's shoulder")
    assert {"i3", "i4"} <= {s.messageId for s in first.sources}
    search_finds_only(monkeypatch, {"i5", "i7"})  # the sibling's answer: the client's own messages only
    sibling = _ask(backends, "was it broken?", first.conversationId)
    assert sibling.sources and not {"i2", "i3", "i4"} & {s.messageId for s in sibling.sources}
    reply = _ask(backends, follow_up, first.conversationId)
    assert reply.hasContext is True
    assert reply.sources[0].messageId == answered_by


@pytest.mark.emulator
def test_the_newest_answer_holding_the_kind_asked_is_still_the_one_read(db, backends, ines, monkeypatch):
    first = _ask(backends, "what happened to ines's shoulder")
    assert "i4" in {s.messageId for s in first.sources}
    search_finds_only(monkeypatch, {"i1", "i7"})  # "tuesday at 8?" and the coach's reply to it follow
    sibling = _ask(backends, "when can she train", first.conversationId)
    assert "i2" in {s.messageId for s in sibling.sources}
    reply = _ask(backends, "what did i reply", first.conversationId)
    assert reply.sources[0].messageId == "i2"
