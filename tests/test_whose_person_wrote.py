""""whose <person> messaged me": which client has someone who writes for them (shared/domain/said_by.py
`without_medium`, read by shared/usecases/intent.py `asked_topic`, so chatWithAI and semanticSearch
alike). The verb is how every message came and "whose" asks for the client: the person's word is the
topic. Before, "whose" and the verb were searched as topic words no record says, and the message that
introduces the person stayed under the relevance threshold. Sentences written for these tests; the first
test's cases fail on main ed55010."""

from __future__ import annotations

import pytest

from shared.domain import said_by
from shared.usecases import intent


@pytest.mark.parametrize("question, topic", [
    ("whose uncle messages me", "uncle"),
    ("whose girlfriend has texted", "girlfriend"),
    ("Whose flatmate emailed me?", "flatmate"),
    ("whose step mum sent me a message", "step mum"),
    ("whose coach wrote in", "coach"),
    ("whose nan has been in touch", "nan"),
])
def test_whose_person_wrote_asks_the_person(question, topic):
    assert said_by.without_medium(question) == topic
    assert intent.asked_topic(question) == (None, topic)


@pytest.mark.parametrize("question", [
    "whose knee is sore",                       # no verb of sending
    "whose uncle messages me about the knee",   # a topic after the verb
    "what did her uncle text me",               # one person's message (said_by.person), not "whose"
    "who messaged me about the cup final",
])
def test_other_questions_are_left_as_asked(question):
    assert said_by.without_medium(question) == question
