"""A record that says the asked thing in other words (h-carry31): the kinds table's general relations
(a named race and its distance, an injury and "hurt", a hospital and its departments, breathing and the
lungs' readings, a tracker and a GPS watch, a vaccine by its maker). Hand-written sentences, none from a
benchmark set."""

from __future__ import annotations

import pytest

from shared.domain import kinds


@pytest.mark.parametrize("asked, found, relation", [
    # A race known by its name is a kind of its distance; not the other way, nor another distance.
    ("half marathon", "ran the great north run in 1:58", "narrower"),
    ("half marathon", "gnr done!", "narrower"),
    ("great north run", "signed up for a half marathon in may", None),
    ("marathon", "ran the great north run in 1:58", None),
    # Hurting oneself is an injury: any injury named answers "who hurt …".
    ("hurt", "sprained my ankle on the kerb", "narrower"),
    ("hurt", "torn calf, 3 weeks off", "narrower"),
    ("injured", "hurt my back lifting the dog", "same"),
    # A hospital's departments are places in it.
    ("hospital", "back on nights in icu", "narrower"),
    ("hospital", "spent the night in accident and emergency", "narrower"),
    # Breathing and the lungs: a breathing symptom or a lung-function reading.
    ("breathing", "wheezy on the hills today", "narrower"),
    ("lungs", "peak flow 420 this morning", "narrower"),
    ("breathless", "peak flow 420 this morning", "sibling"),
    # A tracker is a wearable like a GPS watch; the medical boot is an aid.
    ("tracking device", "his son got him a gps watch", "same"),
    ("kit", "still in the moon boot", "narrower"),
    # A vaccine by its maker.
    ("vaccine", "first moderna jab tomorrow", "same"),
    # Neighbours stay apart: a named race is no 10k, a thumb no wrist.
    ("10k", "ran the great north run", None),
    ("wrist", "bent my thumb back", "sibling"),
])
def test_general_relations(asked, found, relation):
    assert kinds.relation_of_words(asked, found) == relation


def test_hurt_brings_no_injury_names_into_the_keyword_query():
    # The decision reads a sprain as an answer to "who hurt …"; the ranking's query is not flooded with
    # every injury's name ("what still hurt him on that call" asks about pain as often).
    from shared.domain import kinds_of
    assert kinds_of.member_words("what still hurt him on that call") == []
    assert "sprain" in kinds_of.member_words("any injuries")
