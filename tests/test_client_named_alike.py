"""chatWithAI and semanticSearch read the client a question names in one place (intent.clients_named):
once the kind of record named and the period the words name are out. The chat read the message as
sent, so a month said as the period ("in May") was read as a client called May: "what did June say
about her knee in May?" named June and May (nobody, so every client's records were searched) and
"anything from may about her knee in june" named June; semanticSearch, reading the query after its
period, named June in the first and no one in the second.

Hand-written names and records, not taken from any benchmark set."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest

from shared.domain import timeframe
from shared.usecases import intent
from shared.usecases.chat import conversations, service
from shared.usecases.chat.models import ChatRequest
from shared.usecases.tenancy import ClientRef

NOW = datetime(2026, 11, 20, 9, tzinfo=timezone.utc)
ROSTER = [ClientRef("june", "June Alvarez"), ClientRef("may", "May Chen"), ClientRef("ravi", "Ravi Menon")]


def _ids(clients: list[ClientRef]) -> list[str]:
    return [c.client_id for c in clients]


@pytest.mark.parametrize("question, named", [
    ("what did June say about her knee in May?", ["june"]),    # May is the month asked
    ("anything from may about her knee in june", []),          # june is the month; "may" lowercase is the word
    ("how was Ravi's sleep over the last two weeks", ["ravi"]),
    ("what did June and Ravi say about the hike", ["june", "ravi"]),
    ("in May?", []),                                           # nothing but the period: no one
])
def test_the_clients_a_question_names_are_read_after_its_period(question, named):
    assert _ids(intent.clients_named(question, ROSTER, NOW)) == named


def test_a_month_said_as_the_period_is_what_the_message_as_sent_read_as_a_client():
    # The premise: read as sent, the month is a name; the period step is what tells them apart.
    assert _ids(intent.named_clients("what did June say about her knee in May?", ROSTER)) == ["june", "may"]
    assert _ids(intent.named_clients("anything from may about her knee in june", ROSTER)) == ["june"]


def test_the_kind_of_record_named_still_leaves_its_owners_name():
    assert _ids(intent.clients_named("in my first ravi note, what was his goal", ROSTER, NOW)) == ["ravi"]


@pytest.mark.parametrize("question, scope", [
    ("what did June say about her knee in May?", "june"),
    ("anything from may about her knee in june", None),
])
def test_the_chat_scopes_the_client_the_search_focuses(question, scope):
    conversation = conversations.Conversation("conv-1", exists=False, focus_client_id=None)
    # The clients named as `service.prepare` reads them (once, for the scope and the search alike).
    named = intent.clients_named(question, ROSTER, NOW)
    assert service._scope(None, "t-1", ChatRequest(message=question), conversation, ROSTER, named) == scope


# -- through the callables, on the Firestore emulator ----------------------------------------


@pytest.mark.emulator
def test_search_and_chat_name_the_same_client_through_the_callables(db, backends, call_function):
    import main
    from shared.usecases import indexing
    from tests.factories import add_client, add_message, chat_id_for

    # The callables read "in May" against the moment of the request: the records are put in that May.
    may = timeframe.extract("in May", datetime.now(timezone.utc))[1]
    assert may is not None
    day = may.since + timedelta(days=10, hours=9)
    history = [
        ("june", "j-knee", "June Alvarez", "my knee felt solid on the long bike ride today", day),
        ("may", "m-knee", "May Chen", "my knee is swollen and stiff after the hike", day + timedelta(days=2)),
        ("ravi", "r-sleep", "Ravi Menon", "slept badly again, six hours at most", day + timedelta(days=3)),
    ]
    for client in ROSTER:
        add_client(db, "coach", client.client_id, client.display_name)
    for client, mid, name, text, when in history:
        add_message(db, client, mid, text, name, at=when)
        assert indexing.sync_message(backends, chat_id_for(client), mid).outcome == "indexed"
    question = "what did June say about her knee in May?"
    status, body = call_function(main.semanticSearch, {"query": question, "limit": 10}, uid="coach")
    assert status == 200, body
    found = {r["messageId"]: r["clientId"] for r in body["result"]["results"]}
    assert "j-knee" in found and set(found.values()) == {"june"}
    status, body = call_function(main.chatWithAI, {"message": question, "includeSources": True}, uid="coach")
    assert status == 200, body
    cited = {s["messageId"]: s["clientId"] for s in body["result"]["sources"]}
    # The chat searched June's records alone, as the search did: May's knee is not June's.
    assert "j-knee" in cited and set(cited.values()) == {"june"}
