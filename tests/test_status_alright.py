"""Whether a client is well, asked as "is ewart alright these days" or "nilesh alright?": a status question of no
topic (intent.is_status_question, asks_status), answered by the latest records as "how's he doing" is (h-fail54).
A thing's state ("is his knee ok") keeps its topic, and "is it ok now" (the thread's thing) is none. Hand-written
questions, not taken from any benchmark set."""

from __future__ import annotations

import pytest

from shared.usecases import intent


@pytest.mark.parametrize("question, topic", [
    ("is marek alright these days", "is alright these days"),
    ("marek alright?", "alright"),
    ("is marek ok lately", "is ok lately"),
])
def test_whether_the_client_is_alright_is_a_status_question(question, topic):
    assert intent.is_status_question(question)
    assert intent.asks_status(question, topic)


@pytest.mark.parametrize("question, topic", [
    ("is his knee ok", "is his knee ok"),
    ("is it ok now", "is it ok now"),
    ("is it alright to run on it", "is it alright to run on it"),
])
def test_a_thing_s_state_is_no_status_question(question, topic):
    assert not intent.asks_status(question, topic)
