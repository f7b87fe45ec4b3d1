"""A relative's name asked with "called" or "name" (h-gate40): the word is the frame, the records give the
name itself; and a common given name typed in lower case right beside the role asked is that name."""

from __future__ import annotations

import pytest

from shared.domain import asked_attributes
from shared.domain.answerability import decision_words


@pytest.mark.parametrize("question, frame, relative", [
    ("what's maria's husband called", "called", "husband"),
    ("dev's husband's name", "name", "husband's"),
    ("ravi partner name", "name", "partner"),
    ("what is the name of jo's daughter", "name", "daughter"),
    ("whats his sons name", "name", "sons"),
])
def test_called_and_name_are_the_frame(question, frame, relative):
    words = decision_words(question).split()
    assert frame not in words and relative in words


def _holds(text: str, question: str) -> bool:
    said = asked_attributes.said_words(question)
    known = asked_attributes.knows(frozenset({"dev", "coach"}), lambda w: w == "dev")
    asked, _word = asked_attributes.asked_attribute(question)
    return asked_attributes.holds_attribute(asked, text, known, said)


@pytest.mark.parametrize("text", [
    "hiya coach, jan, dev's husband here. he's stuck at work",
    "my husband mark is picking me up",
    "husband's called rob btw",
    "my husband, grace, sorry autocorrect",
])
def test_a_lowercase_name_beside_the_role_is_the_name(text):
    assert _holds(text, "what's dev's husband called")


@pytest.mark.parametrize("text", [
    "my husband will pick me up after",
    "my husband is so cross about the car",
    "mark said the car was fine",  # a name, but beside no husband
])
def test_no_name_beside_the_role(text):
    assert not _holds(text, "what's dev's husband called")
