"""Facts only the profile holds, asked in words no field's name is (h-thread51; shared/domain/profile_fields.py).

- a ban or a limit on eating or drinking ("not allowed to", "cut down on", "less of", "food wise") asks the
  dietary restrictions, as "avoid" does; drinking is the diet's only under such a ban;
- "who's she marrying", "who is he engaged to": the fiancé the background notes name, notes naming none do not
  answer it.

Hand-written questions and profiles."""

from __future__ import annotations

import pytest

from shared.domain import profile_fields
from shared.usecases import intent


def _fields(question: str, name: str = "") -> tuple[str, ...]:
    return profile_fields.asked_fields(intent.content_words(question, exclude={name} if name else set()), question)


@pytest.mark.parametrize("question, name", [
    ("what's wilf not allowed to eat", "wilf"), ("what is she not allowed to drink", ""),
    ("what should he eat less of", ""), ("what does tamsin avoid food wise", "tamsin"),
    ("what should he cut down on eating", ""),
])
def test_a_ban_or_a_limit_on_food_asks_the_diet(question, name):
    assert _fields(question, name) == ("dietaryRestrictions",)


@pytest.mark.parametrize("question", [
    "how much does he drink", "what's he not allowed to do", "not allowed to lift overhead",
    "what should she cut down on", "less of the running this week",
])
def test_drinking_or_a_ban_alone_is_a_question_for_the_records(question):
    assert _fields(question) == ()


def test_who_a_client_is_marrying_is_the_fiance_the_notes_name():
    question = "who's ottilie marrying"
    fields = _fields(question, "ottilie")
    assert fields == ("notes",)
    assert profile_fields.holds({"notes": "Vet nurse. Fiancé Marcus, wedding in June"}, fields, question)
    assert not profile_fields.holds({"notes": "Vet nurse in Truro"}, fields, question)
    assert _fields("who is he engaged to") == ("notes",)
