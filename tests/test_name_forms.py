"""A client's name typed in another form of one given name (h-words36): its Welsh, Scots or Irish form
("david" of Dafydd), the full name the roster's short one clips ("bethany" of Beth), and "tommy" of
Thomas, which keeps no clip of its spelling. Read where the question enters (intent.with_given_names) or
as a pet name (names.nickname_of). Hand-written names and rosters, not taken from any benchmark set."""

from __future__ import annotations

from datetime import datetime, timezone

import pytest

from shared.domain import names
from shared.usecases import intent
from shared.usecases.tenancy import ClientRef

NOW = datetime(2026, 10, 1, 9, tzinfo=timezone.utc)
ROSTER = [ClientRef("dafydd", "Dafydd Powell", ("Dai",), (("son", "Rhodri"),)),
          ClientRef("beth", "Beth Ashworth", (), (("husband", "Gareth"),)),
          ClientRef("hamish", "Hamish Grant"),
          ClientRef("chris", "Chris Orme", (), (("wife", "Christine"),)),
          ClientRef("alan", "Alan Rudd")]


@pytest.mark.parametrize("word,name", [
    ("david", "dafydd"), ("dafydd", "david"), ("dave", "dafydd"), ("david", "dai"), ("james", "hamish"),
    ("sean", "john"), ("eilidh", "helen"), ("bethany", "beth"), ("samantha", "sam"),
])
def test_another_form_of_one_given_name(word, name):
    assert names.another_form(word, name)


@pytest.mark.parametrize("word,name", [
    ("alana", "alan"), ("danielle", "daniel"), ("pauline", "paul"), ("davina", "david"),
    ("daniel", "david"), ("al", "alan"), ("david", "david"),
])
def test_not_another_form(word, name):
    assert not names.another_form(word, name)


@pytest.mark.parametrize("question,written,client", [
    ("david pacemaker", "Dafydd pacemaker", "dafydd"),
    ("david's knee", "Dafydd's knee", "dafydd"),
    ("davids knee", "Dafydd's knee", "dafydd"),
    ("bethany thyroid", "Beth thyroid", "beth"),
    ("how's james doing", "how's Hamish doing", "hamish"),
])
def test_a_name_in_another_form_names_its_client(question, written, client):
    assert intent.with_given_names(question, ROSTER) == written
    assert [c.client_id for c in intent.clients_named(written, ROSTER, NOW)] == [client]


@pytest.mark.parametrize("question", [
    "what did christine say",           # a relative's own name stays the relative's
    "alana's knee",                     # a name of its own made by an ending, not Alan
    "how did beth get on with bethany",  # a client is named: the other name is someone else
    "david's knee",                     # two clients it could be: no one (below)
])
def test_what_stays_as_typed(question):
    roster = ROSTER + ([ClientRef("dave", "Dave Hill")] if question == "david's knee" else [])
    assert intent.with_given_names(question, roster) == question


def test_tom_and_tommy_are_pet_names_of_thomas():
    assert names.nickname_of("tommy", "Thomas Bryce") and names.nickname_of("tom", "Thomas Bryce")
    roster = [ClientRef("tam", "Thomas Bryce", ("Tam",)), ClientRef("ann", "Ann Lowe")]
    assert [c.client_id for c in intent.clients_named("tommy's gastric band", roster, NOW)] == ["tam"]
