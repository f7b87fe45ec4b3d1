"""A joint named by the joint ("which joint", "joint replaced") and football in a client's word
("footy"): shared/domain/kinds.py (issue 14, h-wrong8). Hand-written sentences, none from a set."""

from __future__ import annotations

import pytest

from shared.domain.sameness import word_in
from shared.domain.vocabulary import expand


@pytest.mark.parametrize("word, question, text", [
    ("joint", "any joint pain this week", "elbow sore after tennis"),
    ("joints", "are her joints ok", "ankles a bit puffy but fine"),
    ("joint", "what joint did he have replaced", "left hip replacement 2023, moves well"),
    ("replaced", "what joint did he have replaced", "left hip replacement 2023, moves well"),
    ("joint", "which joint was replaced", "knee replacement in march, walking with a stick"),
    ("footy", "did he play footy at the weekend", "five a side football on saturday"),
    ("football", "is he still playing football", "back at footy training tuesday"),
])
def test_the_word_asked_is_found_in_other_words(word, question, text):
    assert word_in(word, question, {"text": text})


@pytest.mark.parametrize("word, question, text", [
    # Not a joint; and a sore hip says nothing of a replaced joint.
    ("joint", "any joint pain this week", "tummy ache after lunch"),
    ("replaced", "what joint did he have replaced", "hip sore after golf"),
    ("joint", "what joint did he have replaced", "hip sore after golf"),
    # Another sport is not football.
    ("footy", "did he play footy", "rugby match sunday"),
])
def test_other_things_are_not(word, question, text):
    assert not word_in(word, question, {"text": text})


def test_the_keyword_query_brings_football_for_footy():
    assert "football" in expand(["footy"])
