"""A client named by what only the trainer calls them (h-words31): a short form of the name that is also an
English word ("peg" for Margaret, "col" for Colin) where its place makes it a name; a relative the profile
names ("Boyfriend Will") named alone; the client's trade by its everyday name ("the postie" of a retired
postman). Hand-written names and profiles, not taken from any benchmark set."""

from __future__ import annotations

import pytest

from shared.domain import names
from shared.usecases import intent
from shared.usecases.tenancy import ClientRef, client_roster

ROSTER = [ClientRef("mo", "Margaret Oduya"), ClientRef("cb", "Colin Brierley"),
          ClientRef("dr", "David Rusk", (), (("wife", "Pat"),), ("postie",)),
          ClientRef("ls", "Lena Strand", (), (("boyfriend", "Will"), ("mum", "Agnes")), ("sparky", "sparks")),
          ClientRef("pw", "Priya Wood", (), (), ("postie",))]
NAMES = [c.display_name for c in ROSTER]


@pytest.mark.parametrize("pet,name", [("peg", "Margaret Oduya"), ("mags", "Margaret Oduya"), ("dave", "David Rusk"),
                                      ("mick", "Michael Bain"), ("tam", "Thomas Ure"), ("babs", "Barbara Kay")])
def test_the_classic_short_forms_no_clip_makes(pet, name):
    assert names.nickname_of(pet, name)


@pytest.mark.parametrize("question,client", [
    ("how's peg getting on", "mo"),
    ("peg's bone scan", "mo"),
    ("what did i tell peg", "mo"),
    ("col's heart rate", "cb"),
])
def test_a_short_form_that_is_a_word_names_its_client_where_a_name_stands(question, client):
    assert [c.client_id for c in intent.named_clients(question, ROSTER)] == [client]


@pytest.mark.parametrize("question", ["where's the peg", "a peg for the tent", "on sat", "her nan's birthday"])
def test_the_word_stays_a_word_where_a_thing_stands(question):
    assert intent.nickname_spans(question, NAMES) == []


def test_the_profile_names_relatives_and_trades():
    text = "Retired postman. Known as Dai. Wife Pat; son Rhys."
    assert names.relatives_named(text) == (("wife", "Pat"), ("son", "Rhys"))
    assert names.trade_names(text) == ("postie",)
    assert names.trade_names("Works as an electrician") == ("sparky", "sparks")
    assert names.trade_names("A nurse at the infirmary") == ()  # the trade's own word is no name of the client
    assert names.relatives_named("the wife likes it") == ()  # no capitalised name after the relation
    assert names.relatives_named("Lives with his wife Pat, who books and texts") == (("wife", "Pat"),)
    assert names.relatives_named("Her dad is a coach") == ()


@pytest.mark.parametrize("question,written", [
    ("what did will say", "what did Lena's boyfriend say"),
    ("what did agnes say about the race", "what did Lena's mum say about the race"),
    ("how many times has agnes messaged", "how many times has Lena's mum messaged"),
    ("what did i tell agnes", "what did i tell agnes"),                       # not the writer
    ("what did agnes's doctor say", "what did agnes's doctor say"),           # not the writer
    ("on the call what did will say", "on the call what did will say"),       # a recording names its speakers
    ("what did pat say", "what did David's wife say"),
    ("when will she be back", "when will she be back"),             # the modal, not Will
    ("what did will say about lena", "what did will say about lena"),  # the client is named already
    ("how's the sparky doing", "how's Lena doing"),
    ("how's the postie doing", "how's the postie doing"),  # two clients are posties: no one's
])
def test_a_relative_or_a_trade_names_its_client(question, written):
    assert intent.with_given_names(question, ROSTER, relatives=True) == written


class _Docs:
    def __init__(self, clients, profiles):
        self.data = {"clients": clients, "clientProfiles": profiles}

    def find(self, collection, where, **_):
        (field, _, value), = where
        return [(i, d) for i, d in self.data[collection].items() if d.get(field) == value]


def test_the_roster_carries_relatives_and_trades():
    docs = _Docs({"a": {"trainerId": "t1", "displayName": "Hugh Laird"}, "b": {"trainerId": "t1", "displayName": "Ann Lowe"}},
                 {"a": {"trainerId": "t1", "clientId": "a", "notes": "Retired postman. Known as Shug. Daughter Kirsty."}})
    roster = {c.client_id: (c.called, c.relatives, c.trades) for c in client_roster(docs, "t1")}
    assert roster == {"a": (("Shug",), (("daughter", "Kirsty"),), ("postie",)), "b": ((), (), ())}


def test_the_search_keeps_a_relatives_name_for_its_ranking():
    assert intent.with_given_names("what did will say", ROSTER) == "what did will say"
    assert intent.with_given_names("how's the sparky doing", ROSTER) == "how's Lena doing"
