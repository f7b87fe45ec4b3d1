"""A name the client's profile says they go by ("Retired civil engineer, known as Mac.") names the client
in a question as their display name does: "mac's hip injection" is Malcolm Reid's, scoped to his records,
with "mac" no topic word (intent.with_given_names, read where chatWithAI and semanticSearch take the
question in; the roster carries the names, tenancy.client_roster). No rule makes "Mac" of "Malcolm", so
before, "mac" was no one and the answer was "No message mentions 'mac'" over the whole roster.

Hand-written names and profiles, not taken from any benchmark set."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest

from shared.domain import names
from shared.usecases import intent
from shared.usecases.tenancy import ClientRef, client_roster

NOW = datetime(2026, 10, 1, 9, tzinfo=timezone.utc)
ROSTER = [ClientRef("bram", "Bartholomew Okoro", ("Tank",)), ClientRef("lisa", "Lisa Fenwick"),
          ClientRef("cormac", "Cormac Doyle"), ClientRef("pip", "Philippa Roe", ("Bex",))]


@pytest.mark.parametrize("text,given", [
    ("Retired civil engineer, known as Tank. Plays bowls.", ("Tank",)),
    ("Everyone calls her Bex since school", ("Bex",)),
    ("goes by Pip at the club; the lads call him Smudge", ("Pip", "Smudge")),
    ("nicknamed Doc", ("Doc",)),
    ("goes by the book with her diet", ()),
    ("known as a worrier", ()),
])
def test_the_names_a_profile_says_the_client_goes_by(text, given):
    assert names.given_names(text) == given


@pytest.mark.parametrize("question,written,client", [
    ("tank's hip injection", "Bartholomew's hip injection", "bram"),
    ("tanks hip", "Bartholomew's hip", "bram"),
    ("tank sleep in the november check-in", "Bartholomew sleep in the november check-in", "bram"),
    ("is tank back playing", "is Bartholomew back playing", "bram"),
    ("how's bex", "how's Philippa", "pip"),
])
def test_a_given_name_names_its_client(question, written, client):
    assert intent.with_given_names(question, ROSTER) == written
    assert [c.client_id for c in intent.clients_named(written, ROSTER, NOW)] == [client]
    assert "tank" not in intent.name_free(written, [c.display_name for c in ROSTER]).lower()


@pytest.mark.parametrize("question", ["my tank is empty", "the tank", "when will they fill the tank"])
def test_a_given_name_that_is_a_word_stays_the_word_where_a_thing_stands(question):
    assert intent.with_given_names(question, ROSTER) == question


def test_a_given_name_two_clients_share_or_another_clients_name_is_no_ones():
    shared = [ClientRef("a", "Alan Mills", ("Mac",)), ClientRef("b", "Brendan Cole", ("Mac",))]
    assert intent.with_given_names("mac's knee", shared) == "mac's knee"
    # Lisa's own name is hers, whatever another profile calls its client.
    clash = [ClientRef("a", "Alan Mills", ("Lisa",)), ClientRef("lisa", "Lisa Fenwick")]
    assert intent.with_given_names("lisa's knee", clash) == "lisa's knee"
    # No given names: the question as typed.
    assert intent.with_given_names("tank's knee", [ClientRef("lisa", "Lisa Fenwick")]) == "tank's knee"


class _Docs:
    """The two collections client_roster reads, filtered by trainer as Firestore would."""

    def __init__(self, clients, profiles):
        self.data = {"clients": clients, "clientProfiles": profiles}

    def find(self, collection, where, **_):
        (field, _, value), = where
        return [(i, d) for i, d in self.data[collection].items() if d.get(field) == value]


def test_the_roster_carries_the_names_each_profile_gives():
    docs = _Docs(
        {"mac-reid": {"trainerId": "t1", "displayName": "Malcolm Reid"},
         "ann": {"trainerId": "t1", "displayName": "Ann Lowe"},
         "other": {"trainerId": "t2", "displayName": "Ted Vance"}},
        {"mac-reid": {"trainerId": "t1", "clientId": "mac-reid", "notes": "Retired engineer, known as Mac."},
         "ann": {"trainerId": "t1", "clientId": "ann", "notes": "Nurse.", "injuries": ["goes by Annie at work"]},
         "other": {"trainerId": "t2", "clientId": "other", "notes": "known as Mac"}})
    roster = {c.client_id: c.called for c in client_roster(docs, "t1")}
    assert roster == {"mac-reid": ("Mac",), "ann": ("Annie",)}


@pytest.mark.parametrize("question,notes,answered", [
    ("what's Bartholomew's real name", "Retired civil engineer, known as Tank.", True),
    ("what is his full name?", "Goes by Tank at the club.", True),
    ("what's Bartholomew's real name", "Retired civil engineer.", False),  # the notes give no name he goes by
])
def test_the_name_the_client_goes_by_is_the_profile_notes(question, notes, answered):
    """"what's mac's real name": the profile's notes say the name he goes by ("known as Mac"), the
    profile itself the real one. Read as a question for the records, it was refused ("real name")."""
    from shared.domain import profile_fields
    fields = profile_fields.asked_fields(["real", "full", "name"], question)
    assert fields == ("notes",)
    assert profile_fields.holds({"notes": notes}, fields, question) is answered


# -- chatWithAI's preparation and semanticSearch, on the emulator ------------------------------------

START = datetime(2026, 6, 1, 8, tzinfo=timezone.utc)


@pytest.fixture
def tank(db, backends):
    from tests.alike import seed_chat

    seed_chat(db, backends, "bram", "Bartholomew Okoro", [
        ("b1", "hip is sore after the injection, resting today", START),
        ("b2", "hip feels better this week", START + timedelta(days=4)),
    ])
    seed_chat(db, backends, "lisa", "Lisa Fenwick", [
        ("l1", "my hip injection is booked for friday", START + timedelta(days=2)),
    ])
    db.collection("clientProfiles").document("bram").set(
        {"trainerId": "coach", "clientId": "bram", "notes": "Retired engineer, known as Tank."})
    backends.forget_clients("coach")


def test_a_given_name_scopes_chat_and_search_to_its_client(tank, backends):
    from tests.alike import ask_both

    asked = ask_both(backends, "tank's hip injection", NOW)
    assert asked.prepared.focus_client_id == "bram"
    assert asked.prepared.typed == "tank's hip injection"  # the conversation keeps what was typed
    assert asked.offered and "l1" not in asked.offered
    assert asked.returned and "l1" not in asked.returned
