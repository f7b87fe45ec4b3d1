"""A status question whose client is named first, set off by a dash, a colon or a comma ("ingrid — how
is she"), the idiom "how's things", and "overall" / "generally" widening a status frame
(shared/usecases/intent.py `is_status_question`, `STATUS_WORDS`). Before, the anchored status
forms only matched a question that opened with "how", "things" and "overall" were left as its topic,
and the chat answered "What would you like to know about …?" or refused on the word. Sentences
written for these tests; each of the first test's fails on main ed55010."""

from __future__ import annotations

import pytest

from shared.usecases import intent

NAMES = ["Noor Haddad", "Otto Brenner"]


def _client(question: str) -> str:
    return "Otto Brenner" if "otto" in question.lower() else "Noor Haddad"


@pytest.mark.parametrize("question", [
    "noor — how is she",
    "otto: how's he",
    "Noor Haddad – how is she?",
    "otto - how's things",
    "noor, how's things",
    "otto overall, how's he doing",
    "how is noor doing generally",
])
def test_named_first_or_said_generally_is_a_status_question(question):
    topic = intent.client_topic(question, _client(question), NAMES)
    assert intent.asks_status(question, topic)


@pytest.mark.parametrize("question", [
    "noor — how is her ankle",            # a topic after the frame
    "otto: how's things with the knee",   # "things" with a topic
    "hamstring — how's it",               # the thing named first is a topic, not a client
    "otto, how was the regatta",          # an event asked
])
def test_a_topic_keeps_the_question_a_topic_question(question):
    topic = intent.client_topic(question, _client(question), NAMES)
    assert not intent.asks_status(question, topic)
