"""h-gate48: wrongful refusals of first questions (docs/ANSWERS.md, "h-gate48").

Hand-written sentences and names, not taken from any benchmark set."""

from __future__ import annotations

import pytest

from shared.domain import ordinal
from shared.usecases import intent

ROSTER = ["Wilhelmina Tarrant", "Osric Pell"]


# -- the notes "from the start": the first ones ---------------------------------------------------------


@pytest.mark.parametrize("question, kind", [
    ("wilhelmina's notes from the start", "session_note"),
    ("osric's session notes from the very beginning", "session_note"),
    ("osric's check-ins at the outset", "checkin"),
])
def test_the_kind_from_the_start_names_the_first_record(question, kind):
    moved = intent.name_beside_kind(question, ROSTER)
    named_type, rest = intent.asked_topic(moved)
    assert named_type == kind
    assert ordinal.asked_ordinal(moved) == ordinal.FIRST
    # Nothing of "from the start" is left as a topic word: the record is what is asked.
    assert "start" not in rest and "beginning" not in rest and "outset" not in rest


def test_the_start_after_the_kind_named_with_a_determiner():
    named_type, rest = intent.named_source("in my notes from the start how far could osric hop")
    assert named_type == "session_note"
    assert rest == "how far could osric hop"
    assert ordinal.asked_ordinal("in my notes from the start how far could osric hop") == ordinal.FIRST


@pytest.mark.parametrize("question", [
    "in my notes at the start of march what did osric lift",   # a period, not the first notes
    "what did osric say at the start",                          # no kind of record named
    "osric's hamstring from the start",
])
def test_the_start_not_after_a_kind_or_of_a_period_is_no_ordinal(question):
    assert ordinal.asked_ordinal(intent.name_beside_kind(question, ROSTER)) is None


# -- complaints said by what is felt or seen, and "break" / "fixed" said as verbs -------------------------

from shared.domain import plain_speech  # noqa: E402


@pytest.mark.parametrize("question, added", [
    ("is osric's ringing in the ears any better", "tinnitus"),
    ("wilhelmina ears buzzing after the gig", "tinnitus"),
    ("osric's face drooping on the left", "palsy"),
    ("wilhelmina's misty vision", "cataract"),
    ("osric's sneezing fits in spring", "hay fever allergy"),
    ("which of them had the room spinning", "vertigo bppv"),
    ("osric's sore shoulder bone", "collarbone clavicle blade"),
    ("wilhelmina's wheat intolerance", "coeliac celiac gluten"),
    ("when is wilhelmina having her bunion fixed", "repair surgery op operation"),
])
def test_the_records_words_are_added_after_the_plain_ones(question, added):
    read = plain_speech.with_record_words(question)
    assert added in read
    # The trainer's own words are what is named and asked, never the added ones.
    assert plain_speech.as_typed(read) == question
    # Read twice, the same.
    assert plain_speech.with_record_words(read) == read


@pytest.mark.parametrize("question", [
    "did wilhelmina get her car fixed",         # a thing mended, not an operation
    "is osric's back sorted now",               # better, not operated on
    "wilhelmina's phone ringing in class",      # no ears
    "osric's bone density scan",
])
def test_the_same_words_in_another_sense_are_left(question):
    assert plain_speech.with_record_words(question) == question
