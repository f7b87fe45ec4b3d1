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
