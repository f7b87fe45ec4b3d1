"""A phrase of restraint ("go easy on", "steer clear of", "lay off") asks the diet with an eating word
beside it, never a field alone (shared/domain/profile_fields.py, h-answer34). Hand-written questions."""

from __future__ import annotations

import pytest

from shared.domain import profile_fields


@pytest.mark.parametrize("words, question", [
    (["go", "easy", "eating"], "anything sam should go easy on eating"),
    (["steer", "clear", "food"], "what food should jo steer clear of"),
    (["lay", "eating"], "what should bob lay off eating"),
])
def test_a_phrase_of_restraint_with_an_eating_word_asks_the_diet(words, question):
    assert profile_fields.asked_fields(words, question) == ("dietaryRestrictions",)


@pytest.mark.parametrize("words, question", [
    (["go", "easy", "knee"], "should sam go easy on his knee"),    # the body: a question for the records
    (["go", "easy"], "anything he should go easy on"),             # the phrase alone asks no field
    (["easy", "eating"], "is eating easy for him"),                 # no phrase: "easy" still blocks
])
def test_a_phrase_of_restraint_asks_no_field_alone(words, question):
    assert profile_fields.asked_fields(words, question) == ()
