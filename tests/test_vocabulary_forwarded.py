"""A message passed on is "fwd" in a client's text and "forwarded" in the trainer's question
(shared/domain/vocabulary.py): the keyword half finds it and the record says the word.

Hand-written sentences, not taken from any benchmark set."""

from __future__ import annotations

import pytest

from shared.domain import answerability
from shared.domain.vocabulary import expand


@pytest.mark.parametrize("question, text", [
    ("did anyone forward me a physio report", "fwd from the physio: 'mild strain, two weeks off'"),
    ("who forwarded me her schedule", "fwded you the rota from work"),
    ("the letter she forwarded", "fwd: letter from the clinic"),
])
def test_fwd_says_forwarded(question, text):
    words = answerability.decision_words(question)
    word = next(w for w in words.split() if w.startswith("forward"))
    assert answerability.holds(word, {"text": text}, words)


def test_the_keyword_half_asks_for_the_short_form():
    assert "fwd" in expand(["forwarded"])
    assert "forwarded" in expand(["fwd"])


def test_other_words_unchanged():
    assert not answerability.holds("forwarded", {"text": "sent the letter to the clinic"}, "forwarded letter")
