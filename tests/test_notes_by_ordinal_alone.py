"""A terse comparison names the notes by their ordinals alone ("ayo grip first note vs last"): the session notes
are the kind asked (intent.named_source), as "in my first note" is, and the ordinal reads the first one
(shared/domain/ordinal.py). A note of another kind ("she sang the first note") is not. Hand-written questions,
not taken from any benchmark set."""

from __future__ import annotations

import pytest

from shared.domain import ordinal
from shared.usecases import intent


@pytest.mark.parametrize("question, rest", [
    ("ayo grip first note vs last", "ayo grip vs last"),
    ("nell plank first note versus latest", "nell plank versus latest"),
    ("ayo grip first note", "ayo grip"),
    ("ayo grip first note compared with now", "ayo grip compared with now"),
])
def test_the_notes_are_named_by_their_ordinal_alone(question, rest):
    assert intent.named_source(question) == ("session_note", rest)
    assert ordinal.asked_ordinal(question) == ordinal.FIRST


@pytest.mark.parametrize("question", [
    "she hit the first note and cried", "she sang the first note", "what was the first note she sang in the choir",
    "his last note",
])
def test_another_note_is_no_session_note(question):
    assert intent.named_source(question) == (None, question)


@pytest.mark.parametrize("question, rest, first", [
    ("first note on marek", "on marek", True),
    ("first note i did on marek, what was his weakness", "on marek, what was his weakness", True),
    ("march note on marek", "in march on marek", False),
    ("last note for marek", "for marek", False),
])
def test_a_question_opening_on_the_note_by_its_ordinal_or_month_names_the_notes(question, rest, first):
    # "first note on roderick", "december note on jinty": the record before the client it is on (h-fail54).
    assert intent.named_source(question) == ("session_note", rest)
    assert (ordinal.asked_ordinal(question) == ordinal.FIRST) == first


@pytest.mark.parametrize("question", ["first note on the piano", "note on his knee", "a first note on marek"])
def test_a_note_on_a_thing_or_with_no_ordinal_is_no_session_note(question):
    assert intent.named_source(question) == (None, question)
