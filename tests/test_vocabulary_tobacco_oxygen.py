"""Tobacco and blood oxygen in a client's own words are the same thing to the keyword query and
the decision (shared/domain/vocabulary.py; issue 14, h-wrong7). Hand-written sentences."""

from __future__ import annotations

import pytest

from shared.domain.sameness import word_in
from shared.domain.vocabulary import expand


@pytest.mark.parametrize("word, question, text", [
    ("fags", "has nadia given up the fags", "nadia: no cigarettes for six weeks now"),
    ("smoking", "is he still smoking", "had two cigs at the wedding, sorry"),
    ("oxygen", "what was her oxygen on the summit", "pulse ox 88 at the top"),
    ("oxygen", "his oxygen after the flight", "spo2 94 on landing"),
])
def test_a_clients_words_count_as_the_word_asked(word, question, text):
    assert word_in(word, question, {"text": text})


@pytest.mark.parametrize("word, question, text", [
    # Other habits and other readings stay apart.
    ("smoking", "is she smoking again", "vaping a bit at parties"),
    ("oxygen", "whats his oxygen like", "sat down after the run, heart rate 150"),
])
def test_other_things_do_not(word, question, text):
    assert not word_in(word, question, {"text": text})


def test_the_keyword_query_brings_the_other_words():
    assert {"cigarettes", "smoked"} <= set(expand(["fags"]))
    assert "spo2" in expand(["oxygen"]) and "sat" not in expand(["oxygen"])
