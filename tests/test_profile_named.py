"""Profile questions: a pet name clipped from the end of a long first name, a team role and a course
of study as background, a negated "eat", and the profile named with a word it says
(shared/domain/names.py, shared/domain/profile_fields.py).

Hand-written names and sentences, not taken from any benchmark set."""

from __future__ import annotations

import pytest

from shared.domain import names, profile_fields
from shared.usecases import intent

ROSTER = ["Oluwatobiloba Ade", "Marguerite Lowe", "Ines Varga"]


@pytest.mark.parametrize("word, name, is_pet", [
    ("tobi", "Oluwatobi Ade", True),          # the end of the name
    ("tobis", "Oluwatobi Ade", True),         # with a possessive
    ("rite", "Marguerite Lowe", True),
    ("obi", "Oluwatobi Ade", False),          # three letters: too short for a tail
    ("ines", "Ines Varga", False),            # the name itself
    ("nes", "Ines Varga", False),             # too short a tail
])
def test_a_clip_of_the_end_of_a_long_first_name(word, name, is_pet):
    assert names.nickname_of(word, name) is is_pet


def test_the_tail_pet_name_is_no_topic_word():
    assert intent.client_topic("what does loba do for a living", ROSTER[0], ROSTER) == "living"


@pytest.mark.parametrize("question, topic_words, fields", [
    ("what role does she play", ["role", "play"], ("notes",)),
    ("what's he studying", ["studying"], ("notes",)),
    ("anything she doesn't eat", ["doesn't", "eat"], ("dietaryRestrictions",)),
    ("anything he wont eat", ["wont", "eat"], ("dietaryRestrictions",)),
    ("what's he studying for his exam", ["studying", "exam"], ()),   # a word no field holds
])
def test_profile_words(question, topic_words, fields):
    assert profile_fields.asked_fields(topic_words, question) == fields


PROFILE = {"age": 30, "goal": "Row 2k under 7 minutes", "dietaryRestrictions": ["nut allergy"],
           "injuries": [], "notes": "Night nurse, works three long shifts a week."}


@pytest.mark.parametrize("question, topic_words, fields", [
    ("anything in her profile about her shifts", ["profile", "shifts"], ("notes",)),
    ("what's on file about nuts", ["nuts"], ("dietaryRestrictions",)),
    ("anything in her profile about caffeine", ["profile", "caffeine"], ()),   # never said there
    ("what did she say about her shifts", ["shifts"], ()),                     # the profile not named
])
def test_the_profile_named_with_a_word_it_says(question, topic_words, fields):
    assert profile_fields.said_fields(PROFILE, topic_words, question) == fields
