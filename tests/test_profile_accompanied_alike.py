"""What accompanies the profile (accompanied.with_profile): when the client's profile holds the field
asked, chatWithAI offers it in front of what the question's records would be offered with anyway
(their runners-up, what follows them, the record that leads, a metric's weeks: accompanied.followed),
as semanticSearch returns it. The chat offered the profile with the other records over the threshold
and their replies only: a message sent in two turns ("hives after the prawn curry" / "the doctor
says it's shellfish") lost its second turn in the chat and kept it in the search.

Hand-written names, profile and messages, not taken from any benchmark set."""

from __future__ import annotations

from datetime import datetime, timezone

import pytest

from tests.alike import ask_both, seed_chat

NOW = datetime(2026, 7, 1, 9, tzinfo=timezone.utc)
PROFILE = {"trainerId": "coach", "clientId": "odile", "dietaryRestrictions": ["shellfish"]}
HISTORY = [
    ("o-hives", "allergic reaction again, hives all over after the prawn curry",
     datetime(2026, 5, 10, 20, 0, tzinfo=timezone.utc)),
    ("o-doctor", "gp gave me an epipen, have to carry it everywhere now",
     datetime(2026, 5, 10, 20, 2, tzinfo=timezone.utc)),
    ("o-swim", "swam 2 km this morning, shoulders fine", datetime(2026, 6, 2, 8, tzinfo=timezone.utc)),
]
QUESTION = "does odile have any food allergies?"


@pytest.fixture
def odile(db, backends):
    from shared.usecases.sources.sync import sync_source

    seed_chat(db, backends, "odile", "Odile Marchand", HISTORY)
    db.collection("clientProfiles").document("odile").set(PROFILE)
    assert sync_source(backends, "client_profile", "odile").outcome == "indexed"
    return backends


@pytest.mark.emulator
def test_chat_and_search_offer_what_accompanies_the_profile_alike(odile):
    asked = ask_both(odile, QUESTION, NOW)
    assert asked.prepared.outcome == "profile"
    # The profile first, then her message and its second turn, in both.
    assert asked.offered[:3] == ["odile", "o-hives", "o-doctor"]
    assert asked.returned[:3] == ["odile", "o-hives", "o-doctor"]
