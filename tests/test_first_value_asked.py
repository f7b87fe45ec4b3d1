"""The first value asked by when it was ("what was she when she started", "and at the start", "to begin
with"): the records answer it with the earliest value, never with "started" (question_frame, h-gate40)."""

from __future__ import annotations

import pytest

from shared.domain.answerability import decision_words


@pytest.mark.parametrize("question, frame", [
    ("what was she when she started", "started"),
    ("and when he first joined", "joined"),
    ("and when they first joined", "first"),
    ("what was it at the beginning", "beginning"),
    ("and at the start", "start"),
    ("what did she squat to begin with", "begin"),
])
def test_when_it_began_is_the_frame(question, frame):
    assert frame not in decision_words(question).split()


@pytest.mark.parametrize("question, kept", [
    # When something started is asked: the verb is the topic.
    ("when did she start running", "start"),
    # The start of a thing named after it: the thing's start.
    ("how did she feel at the start of the race", "race"),
    # What was said at the start: the first messages asked, "start" their topic.
    ("what did i say to ron at the start", "start"),
])
def test_a_start_asked_keeps_its_words(question, kept):
    assert kept in decision_words(question).split()
