"""A client's name where the owner of a note or a check-in stands ("in my first gunnhild note", "tamsin
checkin, stress?"): intent.name_beside_kind moves it out of the way so the kind and the ordinal are read.

Hand-written sentences and names, not taken from any benchmark set."""

from __future__ import annotations

import pytest

from shared.domain import ordinal
from shared.usecases import intent

ROSTER = ["Gunnhild Aasen", "Tamsin Rowe", "Bartholomew Quayle"]


@pytest.mark.parametrize("question, kind, which, keeps", [
    # The name between the ordinal and the kind.
    ("squat depth in my first gunnhild note", "session_note", ordinal.FIRST, "squat depth"),
    ("what did i write about the hip in my last tamsin note", "session_note", ordinal.LAST, "hip"),
    # The name before the ordinal, standing as the owner without its "'s".
    ("gunnhild first note: mobility limits", "session_note", ordinal.FIRST, "mobility limits"),
    # The name before the kind: a joined "checkin" is the record.
    ("tamsin checkin, stress score", "checkin", None, "stress score"),
    ("tamsin checkin during the move, appetite", "checkin", None, "appetite"),
    # A short form of the first name that the roster's readings know.
    ("bench numbers in my first barty note", "session_note", ordinal.FIRST, "bench numbers"),
])
def test_the_name_as_the_owner_names_the_record(question, kind, which, keeps):
    moved = intent.name_beside_kind(question, ROSTER)
    named_type, rest = intent.asked_topic(moved)
    assert named_type == kind
    assert ordinal.asked_ordinal(moved) == which
    assert keeps in rest
    # The client is still named in what is read: the search keeps to them.
    assert any(part in moved for part in ("gunnhild", "tamsin", "bartholomew"))


@pytest.mark.parametrize("question", [
    "squat depth in my first gunnhild note",
    "tamsin checkin, stress score",
    "gunnhild first note: mobility limits",
])
def test_without_the_move_the_kind_is_missed(question):
    # What the change is for: read as typed, the kind is not named (and "first" / "checkin" stay as words).
    assert intent.asked_topic(question)[0] is None


@pytest.mark.parametrize("question", [
    "did tamsin check in on friday",          # the verb: an auxiliary before the name
    "will gunnhild check in after the trip",
    "what did gunnhild note about her sleep",  # "note" the verb
    "tamsin's last check-in",                  # already read: left as typed
    "gunnhild weight in march",                # no record named
    "squat depth in my first note",            # no name
    "tamsin check in during the move, appetite",  # "check in" apart: as often the verb
    "what did i write in gunnhilds session note",  # the kind alone is asked, no ordinal: read as typed
])
def test_left_as_typed(question):
    assert intent.name_beside_kind(question, ROSTER) == question
