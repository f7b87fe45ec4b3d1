"""Surgery in idiom ("going under the knife", h-gate40): read as the operation (plain_speech adds its words),
and the verb of the idiom is the frame, so neither "knife" nor "going" is a topic the records must say."""

from __future__ import annotations

import pytest

from shared.domain import plain_speech
from shared.domain.answerability import decision_words


@pytest.mark.parametrize("question", [
    "when's mo going under the knife",
    "did bea go under the knife in the end",
    "has she gone under the knife yet",
])
def test_the_idiom_is_read_as_the_operation(question):
    read = plain_speech.with_record_words(question)
    assert {"operation", "surgery"} <= set(read.split())
    assert [added for _plain, added in plain_speech.alternatives(read)][0][:2] == ("operation", "surgery")


@pytest.mark.parametrize("question, verb", [
    ("when's mo going under the knife", "going"),
    ("did bea go under the knife", "go"),
])
def test_the_verb_of_the_idiom_is_the_frame(question, verb):
    assert verb not in decision_words(question).split()


def test_a_knife_elsewhere_is_no_operation():
    assert plain_speech.alternatives(plain_speech.with_record_words("cut his thumb on a kitchen knife")) == []
    assert "going" in decision_words("is she going under the bridge on the route").split()
