"""h-gate50: the organs inside the belly are parts of it as a client says it (shared/domain/kinds.py, "belly").

Hand-written sentences, not taken from any benchmark set."""

from __future__ import annotations

import pytest

from shared.domain import kinds


def _relation(asked: str, said: str) -> str | None:
    return kinds.relation(kinds.entries(asked, kinds.PHRASE_GAP), kinds.entries(said, kinds.PHRASE_GAP))


@pytest.mark.parametrize("asked, said", [
    ("how is her tummy after the op", "they took her appendix out on tuesday"),
    ("anything on his stomach", "ultrasound found gallstones"),
    ("her belly pain", "the bowel clinic wants to see her"),
])
def test_an_organ_of_the_belly_answers_the_belly(asked, said):
    assert _relation(asked, said) == "narrower"


def test_gall_bladder_as_two_words_is_the_gallbladder_not_the_bladder():
    assert _relation("his gall bladder", "the gallbladder comes out next month") == "same"
    assert _relation("his gall bladder", "pelvic floor work for the bladder") is None


def test_one_organ_is_not_another():
    assert _relation("her appendix", "the gallstones are back") == "sibling"


def test_the_belly_is_not_said_by_an_organ_the_other_way():
    # A record of the belly does not name the organ asked: not "narrower".
    assert _relation("his appendix", "his tummy has been off all week") != "narrower"
