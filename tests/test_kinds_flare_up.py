"""A flare-up in the clinic's word and the client's ("exacerbation" / "flare up"): one thing to the
decision and the keyword query (shared/domain/kinds.py; issue 14, h-wrong8). Hand-written."""

from __future__ import annotations

import pytest

from shared.domain.sameness import word_in
from shared.domain.vocabulary import expand, known_words


@pytest.mark.parametrize("word, question, text", [
    ("exacerbation", "when was her last exacerbation", "chest had a flare up last week, on steroids"),
    ("flare", "any flare ups lately", "colitis exacerbation in may, better now"),
    ("exacerbations", "how many exacerbations this winter", "two flare ups since november"),
])
def test_one_names_the_other(word, question, text):
    assert word_in(word, question, {"text": text})


def test_a_chest_without_either_is_not_one():
    assert not word_in("exacerbation", "his exacerbation", {"text": "chest fine, walking daily"})


def test_the_clinics_word_is_known_to_the_slip_reader_and_widens_the_keywords():
    # A slip of it ("exaserbation") is read as a known word only if the vocabulary holds it.
    assert "exacerbation" in known_words()
    assert "flare" in expand(["exacerbation"])
