""""how's X doing (since <event>)" with the client typed by a short form (hand-written questions, none
from a benchmark set):

- The client typed by a short form the roster's names do not give ("how's greta doing since the
  regatta" for Margaret): the word stayed in the topic and the question was read as a topic question
  on it. A word in the status frame's subject place that is no English word is the person asked about
  (intent.status_subject), so the question is a status question; a possessive keeps its thing as the
  topic, and an English word ("knee") in that place stays a topic.
"""

from __future__ import annotations

import pytest

from shared.usecases import intent

NAME = "Margaret Hale"


@pytest.mark.parametrize("question", [
    "how's greta doing since the regatta",
    "how's greta since the regatta",
    "hows greta getting on",
])
def test_a_short_name_in_the_subject_place_is_no_topic(question):
    topic = intent.client_topic(question, NAME, [NAME])
    assert "greta" in topic.split()  # the roster's names do not give the short form
    assert intent.status_subject(question) == "greta"
    assert intent.asks_status(question, topic)


@pytest.mark.parametrize("question", [
    "how's greta's elbow doing",      # a possessive: the elbow is the topic
    "how is the knee doing",         # an English word in the subject place
    "how's rowing going",
])
def test_a_thing_in_the_subject_place_stays_a_topic(question):
    topic = intent.client_topic(question, NAME, [NAME])
    assert not intent.asks_status(question, topic)

