"""What a client may be called, read once from their profile (shared/domain/client_names.py), and a roster's names
given out the way each reader takes them. Hand-written names and profiles, not taken from any benchmark set."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from shared.domain import client_names
from shared.domain.described import profile_words
from shared.domain.names import given_names, other_surnames, relatives_named, trade_names
from shared.usecases.tenancy import ClientRef, client_roster

PROFILES = [
    # display name, every text field joined, the notes alone
    ("Clodagh Rushworth", "Married Gerard Ainscough on 20 May: Clodagh Ainscough since, registered here under her "
                          "maiden name Rushworth. Known as Clo. Boyfriend Will before that.", "Dental nurse in Otley."),
    ("Terence Mould", "Retired postman, everyone calls him Tel. Wife Brenda. Knee replacement 2019.",
                      "Retired postman from Skipton."),
    ("Ivy Jowett", "", ""),
    ("Madonna", "Goes by Maddy. née Brown.", "Works at the tyre depot in Dudley."),
]


@pytest.mark.parametrize("display_name,text,notes", PROFILES, ids=[p[0] for p in PROFILES])
def test_the_profile_is_read_as_each_reader_of_it_read_it(display_name, text, notes):
    called = client_names.from_profile(display_name, text, notes)
    assert called == client_names.Called(given_names(text), relatives_named(text), trade_names(text),
                                         other_surnames(text, display_name), profile_words(notes))


def test_what_the_profiles_say():
    clodagh = client_names.from_profile(*PROFILES[0])
    assert clodagh.given == ("Clo",) and clodagh.surnames == ("Ainscough",)
    assert ("boyfriend", "Will") in clodagh.relatives and {"dental", "nurse", "otley"} <= clodagh.described
    terence = client_names.from_profile(*PROFILES[1])
    assert terence.given == ("Tel",) and terence.trades == ("postie",) and "skipton" in terence.described
    # Nothing said, nothing read; the injuries' words are no name ("knee" is in the text, not the notes).
    assert client_names.from_profile(*PROFILES[2]) == client_names.Called()
    assert "knee" not in terence.described


def test_a_rosters_names_as_each_reader_takes_them():
    roster = [ClientRef("c1", "Clodagh Rushworth", surnames=("Ainscough",), described=frozenset({"otley"})),
              ClientRef("c2", "Ivy Jowett"),
              SimpleNamespace(client_id="c3", display_name="Al Bo")]  # a stand-in without the profile's fields
    assert client_names.surnames_of(roster) == [("Clodagh Rushworth", ("Ainscough",)), ("Ivy Jowett", ()),
                                                ("Al Bo", ())]
    assert client_names.described_of(roster) == {"c1": frozenset({"otley"})}


def test_the_given_names_relatives_and_trades_as_intent_reads_them():
    roster = [ClientRef("c1", "Clodagh Rushworth", called=("Clo", "Dagsy"), relatives=(("boyfriend", "Will"),)),
              ClientRef("c2", "Terence Mould", called=("Tel",), relatives=(("wife", "Brénda"),), trades=("postie",)),
              SimpleNamespace(client_id="c3", display_name="Al Bo")]  # a stand-in without the profile's fields
    assert [client_names.called_of(c) for c in roster] == [("Clo", "Dagsy"), ("Tel",), ()]
    assert [client_names.relatives_of(c) for c in roster] == [(("boyfriend", "Will"),), (("wife", "Brénda"),), ()]
    assert [client_names.trades_of(c) for c in roster] == [(), ("postie",), ()]
    # Folded as a question's words are matched (accents and case gone).
    assert client_names.called_keys(roster) == {"clo", "dagsy", "tel"}
    assert client_names.relative_keys(roster) == {"will", "brenda"}
    assert client_names.called_keys([roster[2]]) == set() == client_names.relative_keys([roster[2]])
    # Client by client: the display name, the names they go by, then their relatives' names.
    assert client_names.spoken_names(roster) == ["Clodagh Rushworth", "Clo", "Dagsy", "Will",
                                                 "Terence Mould", "Tel", "Brénda", "Al Bo"]


class _Docs:
    """The document store's `find` over two collections (clients, clientProfiles)."""

    def __init__(self, clients, profiles):
        self._data = {"clients": clients, "clientProfiles": profiles}

    def find(self, collection, where):
        return [(i, d) for i, d in self._data[collection].items() if d.get("trainerId") == "t1"]


def test_the_roster_carries_the_profiles_names():
    docs = _Docs({"a": {"trainerId": "t1", "displayName": "Clodagh Rushworth"}, "b": {"trainerId": "t1", "displayName": "Ivy Jowett"}},
                 {"a": {"trainerId": "t1", "clientId": "a", "notes": PROFILES[0][2], "history": PROFILES[0][1]}})
    clodagh, ivy = sorted(client_roster(docs, "t1"), key=lambda c: c.client_id)
    text = ". ".join(["t1", "a", PROFILES[0][2], PROFILES[0][1]])  # every text field of the profile, joined
    called = client_names.from_profile("Clodagh Rushworth", text, PROFILES[0][2])
    assert (clodagh.called, clodagh.relatives, clodagh.trades, clodagh.surnames, clodagh.described) == (
        called.given, called.relatives, called.trades, called.surnames, called.described)
    assert ivy == ClientRef("b", "Ivy Jowett")
