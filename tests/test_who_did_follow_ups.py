"""A follow-up asking who did a thing of the thread ("who did the injection", "who did they lose to") that the
search answers with records matching the thing and naming no one ("shoulder injection done, numb for a
day", "won 2 of 4 races") is refused: the records are about the thing, not about who did it, and quoting
them answered a question they do not answer. Where a record the search would answer with says who (a role:
"the physio did the injection"; a contest's other side: "lost to the home crew"), the search's answer stands;
so does the same question asked with no previous answer (previous_records.asks_who_did, names_someone;
asked_attributes.holds_someone; service.prepare).

Before, such a follow-up quoted the thing's records (the decision reads the thing's words, all said).

Hand-written questions, names and messages, not taken from any benchmark set."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest

from shared.domain import asked_attributes
from shared.domain.retrieval import Candidate
from shared.usecases.chat import previous_records
from shared.usecases.chat.models import ChatRequest
from tests.alike import search_finds_only


def _record(n: int, text: str) -> Candidate:
    return Candidate(f"v-{n}", 0.0, 0.5, {"clientId": "maren", "text": text})


@pytest.mark.parametrize("question, asks", [
    ("who did the injection", True),
    ("who gave her the injection", True),
    ("who did they lose to?", True),
    ("and who signed it off", True),
    ("who sent that", False),  # who wrote the quoted message: h-follow19's reading
    ("whose text was that", False),
    ("who else knows", False),  # others than those quoted
    ("who to?", False),  # no word of its own
    ("what did they inject", False),
])
def test_who_did_a_thing_is_asked_by_who_and_a_word_of_its_own(question, asks):
    assert previous_records.asks_who_did(question, ["Maren Holt"]) is asks


@pytest.mark.parametrize("text, holds", [
    ("shoulder injection done, numb for a day", False),
    ("club regatta in windermere: won 2 of 4 races", False),  # a place, not who
    ("picked for the england squad", False),  # a name after "the": no person
    ("the physio did the injection, no paddling for 10 days", True),  # a role
    ("lost to the home crew by a length", True),  # the contest's other side
    ("drove down with Dervla from the club", True),  # a name
    ("the girl from the next lane was faster", True),  # a person with no role or name
])
def test_a_record_says_who_by_a_role_a_person_a_side_or_a_name(text, holds):
    known = lambda w: w in ("maren", "holt")  # noqa: E731
    assert asked_attributes.holds_someone(text, known, asked_attributes.said_words("who did it")) is holds


def test_the_question_own_role_word_is_not_who_did_it():
    # "who was the physio": "the physio said rest" names the role asked about, not the person.
    said = asked_attributes.said_words("who was the physio")
    assert asked_attributes.holds_someone("the physio said rest it", said=said) is False
    records = [_record(1, "the physio said rest it"), _record(2, "my mum came to watch")]
    assert previous_records.names_someone(records[:1], "who was the physio", ["Maren Holt"]) is False
    assert previous_records.names_someone(records, "who was the physio", ["Maren Holt"]) is True


# -- the whole chat, two turns of one conversation, on the emulator -----------------------------------
# The follow-up's search is set to return given records of the history with the decision "answerable"
# (tests.alike.search_finds_only): what is tested is what the chat does with them.

START = datetime(2026, 8, 3, 8, tzinfo=timezone.utc)
NOW = START + timedelta(days=40)


@pytest.fixture
def maren(db, backends):
    from tests.alike import seed_chat

    said = [  # (id, sender, name, text, hours after START)
        ("h1", "maren", "Maren Holt", "shoulder flared up after the long paddle, 6/10", 0),
        ("h2", "coach", "Coach", "Sorry Maren, rest it this week.", 1),
        ("h3", "maren", "Maren Holt", "cortisone injection into the shoulder booked for thursday", 100),
        ("h4", "maren", "Maren Holt", "shoulder injection done, numb for a day", 200),
        ("h5", "maren", "Maren Holt", "the physio did the injection, no paddling for 10 days", 201),
        ("h6", "maren", "Maren Holt", "club regatta in windermere: won 2 of 4 races", 400),
        ("h7", "maren", "Maren Holt", "lost to the home crew by a length in the last one", 401),
        ("h8", "maren", "Maren Holt", "new paddle arrived, lighter blade", 500),
    ]
    seed_chat(db, backends, "maren", "Maren Holt",
              [(mid, text, name, sender, START + timedelta(hours=hours)) for mid, sender, name, text, hours in said])


def _ask(backends, question: str, conversation_id: str | None = None):
    from shared.usecases.chat import service

    return service.answer(backends, "coach", ChatRequest(message=question, conversationId=conversation_id), now=NOW)


@pytest.mark.emulator
@pytest.mark.parametrize("first, follow_up, searched", [
    ("what's going on with maren's shoulder", "who gave her the injection", {"h3", "h4"}),
    ("how did maren's regatta go", "who did they lose to", {"h6", "h8"}),
])
def test_who_did_it_is_refused_when_no_record_says_who(db, backends, maren, monkeypatch, first, follow_up, searched):
    asked = _ask(backends, first)
    assert asked.hasContext is True
    search_finds_only(monkeypatch, searched)
    reply = _ask(backends, follow_up, asked.conversationId)
    assert reply.hasContext is False
    assert reply.sources == []
    assert f'name no one for "{follow_up}"' in reply.response


@pytest.mark.emulator
@pytest.mark.parametrize("first, follow_up, searched, who", [
    ("what's going on with maren's shoulder", "who gave her the injection", {"h4", "h5"}, "h5"),
    ("how did maren's regatta go", "who did they lose to", {"h6", "h7"}, "h7"),
])
def test_a_record_saying_who_keeps_the_searchs_answer(db, backends, maren, monkeypatch, first, follow_up, searched,
                                                     who):
    asked = _ask(backends, first)
    search_finds_only(monkeypatch, searched)
    reply = _ask(backends, follow_up, asked.conversationId)
    assert reply.hasContext is True
    assert who in {s.messageId for s in reply.sources}


@pytest.mark.emulator
def test_the_same_question_with_no_previous_answer_is_the_searchs(db, backends, maren, monkeypatch):
    # Not a follow-up: no thread's thing to ask who of; the search's answer stands, as before.
    search_finds_only(monkeypatch, {"h3", "h4"})
    reply = _ask(backends, "who gave maren the injection")
    assert reply.hasContext is True
    assert {s.messageId for s in reply.sources} & {"h3", "h4"}

