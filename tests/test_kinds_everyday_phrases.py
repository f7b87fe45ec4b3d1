"""Everyday words for a fever and for the toilet: one thing to the decision (shared/domain/kinds.py;
issue 14, h-other11). The fever phrases the keyword index cannot keep ("burning up": "up" is a
function word; "have a temperature": "a" is) are read as their plain names (`read_as`) only where
they are meant so; the toilet's names are a family of the table. Hand-written sentences.
"""

from __future__ import annotations

import pytest

from shared.domain.sameness import word_in


@pytest.mark.parametrize("word, question, text", [
    ("temperature", "did she have a temperature", "chesty cough and I'm burning up"),
    ("temperature", "did he have a temperature last week", "he was burnin up on tuesday, in bed all day"),
    ("temperature", "has she had a temperature since the jab", "been feeling proper burning up since friday"),
    ("fever", "did he get a fever", "running a temperature all weekend, stayed in bed"),
    ("loo", "how often is she up for the loo at night", "peeing three times a night now"),
    ("toilet", "how many toilet trips a day", "down to five loo breaks a day"),
    ("loo", "is he still going to the loo a lot", "toilet trips are fewer on the new tablets"),
    ("lavatory", "any lavatory trouble on the long runs", "needed the loo twice on the 20 miler"),
])
def test_the_everyday_words_mean_the_word(word, question, text):
    assert word_in(word, question, {"text": text})


@pytest.mark.parametrize("word, question, text", [
    # Effort, not a fever; a reading of the weather, not a fever.
    ("temperature", "did she have a temperature", "legs burning up the last hill"),
    ("fever", "did he have a fever", "the temperature was 30 at the track"),
    ("fever", "did he have a fever", "calves were burning up the climb"),
    # "a wee bit" is small; a bathroom is a room of the house.
    ("toilet", "how often is he going to the toilet", "a wee bit sore after the run"),
    ("loo", "how often is he going to the loo", "redoing the bathroom this weekend"),
])
def test_a_look_alike_is_not_the_word(word, question, text):
    assert not word_in(word, question, {"text": text})
