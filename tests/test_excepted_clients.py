"""A question across the roster that sets a client aside by name ("who else has a sore shoulder apart
from marta", "anyone besides oskar doing a marathon?") is about every other client: the name is no
focus, the search leaves that client's records out (QueryFilter.other_than), and neither the name nor
"apart" is a topic word (intent.excepted, read by chatWithAI and semanticSearch alike).

Before, the name was read as the client asked about: the search was scoped to her records, and the
answer quoted the very client the trainer had set aside (or refused when only she said the words).

Hand-written questions, names and messages, not taken from any benchmark set."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import numpy as np
import pytest

from shared.adapters.vectorstore.pinecone_store import pinecone_filter
from shared.ports.vectorstore import QueryFilter, VectorRecord
from shared.usecases import intent
from shared.usecases.tenancy import ClientRef

ROSTER = [ClientRef("marta", "Marta Lindqvist"), ClientRef("oskar", "Oskar Brenner"),
          ClientRef("priya", "Priya Sood")]
NOW = datetime(2026, 10, 1, 9, tzinfo=timezone.utc)


@pytest.mark.parametrize("question,kept,aside", [
    ("who else has a sore shoulder apart from marta", "who else has a sore shoulder", ["marta"]),
    ("anyone besides Oskar and marta doing a marathon?", "anyone doing a marathon?", ["oskar", "marta"]),
    ("which clients other than oskar, priya are vegan", "which clients are vegan", ["oskar", "priya"]),
    ("who except for priya went skiing", "who went skiing", ["priya"]),
    ("aside from marta who is off work", "who is off work", ["marta"]),
])
def test_a_client_set_aside_is_no_focus_and_no_topic(question, kept, aside):
    rest, set_aside = intent.excepted(question, ROSTER)
    assert rest == kept
    assert [c.client_id for c in set_aside] == aside
    assert intent.clients_named(question, ROSTER, NOW) == []


@pytest.mark.parametrize("question", [
    "what did marta say apart from the shoulder",  # asks nothing across the roster: Marta's question
    "who else apart from the physio knows",          # no client's name after the word
    "who else has a sore shoulder",
])
def test_nothing_is_set_aside_without_a_client_named_after_the_word(question):
    assert intent.excepted(question, ROSTER) == (question, [])


def test_a_client_named_as_the_subject_is_still_the_focus():
    named = intent.clients_named("what did marta say apart from the shoulder", ROSTER, NOW)
    assert [c.client_id for c in named] == ["marta"]


def test_the_filter_leaves_out_the_set_aside_clients_own_records_only():
    f = QueryFilter(other_than=("marta",))
    assert not f.matches({"clientId": "marta"})
    assert f.matches({"clientId": "oskar"})
    assert f.matches({"chatId": "group-1"})  # the trainer's turn in a group chat: no client's
    clause = {"$or": [{"clientId": {"$nin": ["marta"]}}, {"clientId": {"$exists": False}}]}
    assert clause in pinecone_filter("coach", f)["$and"]


def test_the_local_store_masks_as_the_filter_matches(store):
    vec = np.ones(8, dtype=np.float32) / np.sqrt(8)
    metas = {"v1": {"clientId": "marta"}, "v2": {"clientId": "oskar"}, "v3": {"chatId": "g"}}  # v3: no client's
    store.upsert("coach", [VectorRecord(vid, vec.tolist(), {**m, "sourceType": "message", "ts": 1.0})
                           for vid, m in metas.items()])
    found = store.query("coach", vec, 10, QueryFilter(other_than=("marta",)))
    assert sorted(m.id for m in found) == ["v2", "v3"]
    assert len(store.query("coach", vec, 10, QueryFilter())) == 3


# -- chatWithAI's preparation and semanticSearch, on the emulator ------------------------------------

START = datetime(2026, 6, 1, 8, tzinfo=timezone.utc)


@pytest.fixture
def roster(db, backends):
    from tests.alike import seed_chat

    seed_chat(db, backends, "marta", "Marta Lindqvist", [
        ("ma1", "my shoulder is sore again after swimming", START),
        ("ma2", "shoulder still sore, physio on thursday", START + timedelta(days=3)),
        ("ma3", "sore shoulder this morning, skipped the pressing", START + timedelta(days=9)),
    ])
    seed_chat(db, backends, "oskar", "Oskar Brenner", [
        ("os1", "left shoulder sore since the climbing trip", START + timedelta(days=5)),
        ("os2", "booked the dentist for friday", START + timedelta(days=6)),
    ])
    seed_chat(db, backends, "priya", "Priya Sood", [
        ("pr1", "new running shoes arrived, lovely", START + timedelta(days=2)),
    ])


def test_who_else_is_answered_from_the_other_clients_records(roster, backends):
    from tests.alike import ask_both

    asked = ask_both(backends, "who else has a sore shoulder apart from marta", NOW)
    assert asked.prepared.focus_client_id is None
    assert "os1" in asked.offered and not {"ma1", "ma2", "ma3"} & set(asked.offered)
    assert "os1" in asked.returned and not {"ma1", "ma2", "ma3"} & set(asked.returned)


# -- "who else …" in a conversation about one client (service._set_aside) -----------------------------

def _about(client_id: str | None):
    from shared.usecases.chat import conversations

    return conversations.Conversation("conv-1", exists=True, focus_client_id=client_id)


@pytest.mark.parametrize("question", [
    "who else has a sore shoulder", "anyone else off work this week?", "which other clients went skiing"])
def test_who_else_in_a_conversation_sets_its_client_aside(question):
    from shared.usecases.chat import service

    assert service._set_aside(question, ROSTER, None, _about("marta")) == (question, [ROSTER[0]])


@pytest.mark.parametrize("question,scope,about", [
    ("who has a sore shoulder", None, "marta"),          # not "else": the whole roster, Marta included
    ("who else has a sore shoulder", None, None),        # a new conversation: nobody to set aside
    ("who else has a sore shoulder", "oskar", "marta"),  # a question about one client: nothing across
])
def test_nobody_is_set_aside_otherwise(question, scope, about):
    from shared.usecases.chat import service

    assert service._set_aside(question, ROSTER, scope, _about(about)) == (question, [])


def test_a_client_named_after_the_word_is_set_aside_whatever_the_conversation():
    from shared.usecases.chat import service

    assert service._set_aside("who else has a sore shoulder apart from oskar", ROSTER, None, _about("marta")) == (
        "who else has a sore shoulder", [ROSTER[1]])


@pytest.mark.parametrize("question,kept", [
    ("who else is a thrower apart from gus", "who else is a thrower"),   # Gus for Angus (names.IRREGULAR)
    ("anyone besides oz doing a marathon?", "anyone doing a marathon?"),  # Oz for Oskar (a clip with its ending)
])
def test_a_pet_name_sets_its_client_aside_as_the_name_does(question, kept):
    """blind19-658's shape: the pet name after "apart from" was read as no one by `excepted`, then as the
    client asked about by `named_clients`: the question was scoped to the very client set aside."""
    roster = ROSTER + [ClientRef("angus", "Angus Munro")]
    rest, set_aside = intent.excepted(question, roster)
    assert rest == kept
    assert [c.client_id for c in set_aside] == (["angus"] if "gus" in question else ["oskar"])
    assert intent.clients_named(question, roster, NOW) == []
