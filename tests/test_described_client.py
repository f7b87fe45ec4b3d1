"""A client named by what their profile notes say they do or where they live ("the surveyor's sprained ankle",
"the harrogate lad's knee"; h-wrong57, shared/domain/described.py). Hand-written names and profiles, not taken
from any benchmark set."""

from __future__ import annotations

import pytest

from shared.domain.described import described_client, profile_words
from shared.usecases import intent
from shared.usecases.tenancy import ClientRef, client_roster

NOTES = {
    "ab": "Fell running, Settle. Trainee surveyor in Harrogate. Girlfriend Tia.",
    "cd": "Fell running, Settle. Apprentice plumber. Says little.",
    "ef": "Ballroom, Ilkley. Dental nurse in Otley. Son Reuben.",
    "gh": "Rowing, Bewdley. Lock keeper on the canal, builds his own skiffs. Wife Marion.",
    "ij": "Works at the tyre depot in Dudley.",
}
ROSTER = [ClientRef("ab", "Aled Brook", described=profile_words(NOTES["ab"])),
          ClientRef("cd", "Callum Dent", described=profile_words(NOTES["cd"])),
          ClientRef("ef", "Edna Frost", described=profile_words(NOTES["ef"])),
          ClientRef("gh", "Gareth Hale", described=profile_words(NOTES["gh"])),
          ClientRef("ij", "Ivy Jowett", described=profile_words(NOTES["ij"]))]


@pytest.mark.parametrize("question,written", [
    ("the surveyor's sprained ankle", "Aled's sprained ankle"),
    ("the harrogate lad's ligaments, how long before he ran", "Aled's ligaments, how long before he ran"),
    ("the otley lady's lad at university", "Edna's lad at university"),
    ("the dental nurse's stiff arm", "Edna's stiff arm"),
    ("how's the old keeper's bad back", "how's Gareth's bad back"),
    ("the tyre depot lass's sore chest", "Ivy's sore chest"),
    ("the plumber's shin", "Callum's shin"),
])
def test_the_profiles_trade_or_town_names_the_one_client_it_is_said_of(question, written):
    assert intent.with_given_names(question, ROSTER) == written


@pytest.mark.parametrize("question", [
    "the settle lad's knee",            # two clients run in Settle: no one's
    "the quiet lad's best time",        # a manner the trainer sees, not a trade or a town
    "the nurse's advice",               # a clinician alone is the client's clinician
    "what did the physio's letter say",
    "the canal's towpath",              # a thing of the profile, no one who does it
    "the wife's message",
    "the surveyor's report on aled's house",  # a client is named: the surveyor is someone else
    "how's the surveyor doing",         # no possessive, no person's word
])
def test_anything_else_stays_as_typed(question):
    assert intent.with_given_names(question, ROSTER) == question


def test_the_span_and_its_client():
    words = {c.client_id: c.described for c in ROSTER}
    assert described_client("the surveyor's ankle", words) == (0, 14, "ab", True)
    assert described_client("is the harrogate lad back", words) == (3, 20, "ab", False)
    assert described_client("the ankle", words) is None


class _Docs:
    def __init__(self, clients, profiles):
        self.data = {"clients": clients, "clientProfiles": profiles}

    def find(self, collection, where, **_):
        (field, _, value), = where
        return [(i, d) for i, d in self.data[collection].items() if d.get(field) == value]


def test_the_roster_reads_the_notes_alone():
    docs = _Docs({"a": {"trainerId": "t1", "displayName": "Aled Brook"}},
                 {"a": {"trainerId": "t1", "clientId": "a", "notes": "Trainee surveyor in Harrogate.",
                        "injuries": ["sprained ankle, physio at the infirmary"]}})
    (client,) = client_roster(docs, "t1")
    assert {"surveyor", "harrogate", "trainee"} <= client.described
    assert "infirmary" not in client.described and "ankle" not in client.described
