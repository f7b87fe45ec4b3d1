"""Everyday phrases for a partner, a fever, the toilet and a pregnancy: one thing to the decision
(shared/domain/kinds.py; issue 14, h-other11). The phrases the keyword index cannot keep ("other
half": "other" is a function word; "burning up": "up" is) are read as their plain names
(`read_as`) only where they are meant so; the rest are names of the table. Hand-written sentences.
"""

from __future__ import annotations

import pytest

from shared.domain.sameness import word_in


@pytest.mark.parametrize("word, question, text", [
    ("partner", "has anyone's partner been in touch", "hiya it's kim, dev's other half. he's been sleeping badly"),
    ("partner", "did her partner come along", "brought my better half to the taster class"),
    ("partner", "whose partner rang", "Priyas other half rang to say she's off sick"),
    ("partner", "is he seeing his partner this weekend", "my fiancee is visiting from leeds"),
    ("wife", "what did his wife say", "the missus says I snore since the new meds"),
    ("temperature", "did she have a temperature", "chesty cough and I'm burning up"),
    ("temperature", "did he have a temperature last week", "he was burnin up on tuesday, in bed all day"),
    ("temperature", "is she running a temperature", "feverish since last night"),
    ("loo", "how often is she up for the loo at night", "peeing three times a night now"),
    ("toilet", "how many toilet trips a day", "down to five loo breaks a day"),
    ("loo", "is he still going to the loo a lot", "toilet trips are fewer on the new tablets"),
    ("pregnant", "is she pregnant", "baby on the way, due in march!"),
    ("pregnant", "who is pregnant", "positive pregnancy test this morning"),
])
def test_the_everyday_phrase_means_the_word(word, question, text):
    assert word_in(word, question, {"text": text})


@pytest.mark.parametrize("word, question, text", [
    # Half of a session, not a person.
    ("partner", "whose partner rang", "we did the other half of the session on the bike"),
    ("partner", "whose partner rang", "this other half of the plan is the harder one"),
    # Effort, not a fever; a reading of the weather, not a fever.
    ("temperature", "did she have a temperature", "legs burning up the last hill"),
    ("fever", "did he have a fever", "the temperature was 30 at the track"),
    # A positive test of something else is not a pregnancy.
    ("pregnant", "is she pregnant", "positive covid test this morning"),
    # "a wee bit" is small; a bathroom is a room of the house.
    ("toilet", "how often is he going to the toilet", "a wee bit sore after the run"),
    ("loo", "how often is he going to the loo", "redoing the bathroom this weekend"),
])
def test_a_look_alike_is_not_the_word(word, question, text):
    assert not word_in(word, question, {"text": text})
