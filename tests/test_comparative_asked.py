"""h-gate50: a difference between two of a thing's values asked by a comparative (shared/domain/comparative_asked.py).

Hand-written sentences, not taken from any benchmark set."""

from __future__ import annotations

import pytest

from shared.domain.answerability import decision_words, topic_words
from shared.domain.comparative_asked import without_comparative


@pytest.mark.parametrize("question, asked", [
    ("how much slower was the 10k than in march", "how much was the 10k than in march"),
    ("how much heavier is he since christmas", "how much is he since christmas"),
    ("How many more push ups can she do now", "How many push ups can she do now"),
    ("how far further did he row", "how far did he row"),
    ("and how much lighter is she", "and how much is she"),
])
def test_the_comparative_after_how_much_is_no_word_asked(question, asked):
    assert without_comparative(question) == asked


def test_the_comparative_leaves_no_topic_word():
    # The decision reads the question's topic words: the comparative is none of them once read.
    words = topic_words(decision_words(without_comparative("how much quicker is her rowing than before")))
    assert "quicker" not in words
    assert "rowing" in words


@pytest.mark.parametrize("question", [
    "did she run a faster pace on the hills",      # how the thing went, not a difference asked
    "is his grip stronger",
    "how much protein is he having",               # "how much" of a thing, no comparative
    "how many sessions a week",
    "how much water does she drink",
])
def test_other_sentences_keep_their_words(question):
    assert without_comparative(question) == question


def test_read_twice_the_same():
    once = without_comparative("how much faster is that")
    assert without_comparative(once) == once
