"""Profile questions in everyday words: "what does he do for a crust" asks the job as "for a living"
does; "whered she grow up" ("where'd") asks where the client is from. Hand-written questions."""

from __future__ import annotations

import pytest

from shared.domain import profile_fields
from shared.usecases import intent

NAMES = ["Kai Bell", "Lola Fenn"]


def _fields(question: str) -> tuple[str, ...]:
    topic = intent.topic(intent.name_free(question, NAMES), NAMES)
    return profile_fields.asked_fields(topic.split(), question)


@pytest.mark.parametrize("question", [
    "what does kai do for a crust",
    "what does kai do for a living",
    "whered lola grow up",
    "where'd lola grow up?",
    "whered kai grow up originally",
])
def test_everyday_frames_ask_the_profile(question):
    assert _fields(question) == ("notes",)


@pytest.mark.parametrize("question", [
    "whered lola put her foam roller",  # a "where'd" that asks no field
    "did kai like the pizza crust",     # "crust" outside "for a crust"
])
def test_the_same_words_elsewhere_ask_the_records(question):
    assert _fields(question) == ()
