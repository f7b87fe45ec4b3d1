"""A profile field asked in other words (shared/domain/profile_fields.py): "he used to do what for work",
"she's from where", "what uni is he at", "what instrument does she play", "what school year is he", and
a place written "out of <Town>". Sentences written for these tests."""

from __future__ import annotations

import pytest

from shared.domain import profile_fields
from shared.usecases import intent

NAMES = ["Ottilie Brandt", "Casimir Oduya"]


def fields(question: str) -> tuple[str, ...]:
    return profile_fields.asked_fields(intent.content_words(intent.name_free(question, NAMES)), question)


@pytest.mark.parametrize("question", [
    "casimir used to do what for work",
    "ottilie from where",
    "casimir's from where?",
    "what uni is ottilie at",
    "what instrument does casimir play",
    "what school year is ottilie",
    "what year is casimir in",
])
def test_the_background_asked_in_other_words_asks_the_notes(question):
    assert fields(question) == ("notes",)


@pytest.mark.parametrize("question", [
    "what did ottilie say about school",   # a topic of her messages
    "how is school going for casimir",
    "what year was casimir's knee op",     # a date of an event
    "ottilie from where did she get the bands",
    "which college is casimir in",         # not the university at a collegiate one
])
def test_other_questions_with_those_words_stay_questions_for_the_records(question):
    assert fields(question) == ()


def test_a_place_written_out_of_a_town_answers_where_someone_is_based():
    notes = {"notes": "Lifeboat volunteer out of Padstow. Two dogs."}
    assert profile_fields.holds(notes, ["notes"], "where's casimir based")
    assert profile_fields.holds(notes, ["notes"], "casimir from where")
    assert not profile_fields.holds({"notes": "Lifeboat volunteer. Two dogs."}, ["notes"], "where's casimir based")


def test_a_school_year_needs_a_year_in_the_notes():
    assert profile_fields.holds({"notes": "Plays for the county. Year 11, exams in May."}, ["notes"], "what school year is ottilie")
    assert profile_fields.holds({"notes": "Final-year physio student."}, ["notes"], "what year is ottilie in")
    assert not profile_fields.holds({"notes": "Plays for the county."}, ["notes"], "what school year is ottilie")
