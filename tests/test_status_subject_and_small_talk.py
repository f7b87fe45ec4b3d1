"""Two ways "how's X doing (since <event>)" was answered with the wrong records (hand-written questions
and records, none from a benchmark set):

- The client typed by a short form the roster's names do not give ("how's tobi doing since the
  regatta" for Oluwatobi): the word stayed in the topic and the question was read as a topic question
  on it. A word in the status frame's subject place that is no English word is the person asked about
  (intent.status_subject), so the question is a status question; a possessive keeps its thing as the
  topic, and an English word ("knee") in that place stays a topic.
- Newest first, a status answer quoted the last weeks' small talk ("no worries", "see you at 6")
  before the news: records far below the status probe's best come after the rest
  (intent.telling_first, chatWithAI's status_order).
"""

from __future__ import annotations

from datetime import datetime, timezone

import pytest

from shared.domain.retrieval import Candidate
from shared.usecases.chat import intent
from shared.usecases.chat.service import status_order

NAME = "Oluwatobi Bankole-Reid"


@pytest.mark.parametrize("question", [
    "how's tobi doing since the regatta",
    "how's tobi since the regatta",
    "hows tobi getting on",
])
def test_a_short_name_in_the_subject_place_is_no_topic(question):
    topic = intent.client_topic(question, NAME, [NAME])
    assert "tobi" in topic.split()  # the roster's names do not give the short form
    assert intent.status_subject(question) == "tobi"
    assert intent.asks_status(question, topic)


@pytest.mark.parametrize("question", [
    "how's tobi's elbow doing",      # a possessive: the elbow is the topic
    "how is the knee doing",         # an English word in the subject place
    "how's rowing going",
])
def test_a_thing_in_the_subject_place_stays_a_topic(question):
    topic = intent.client_topic(question, NAME, [NAME])
    assert not intent.asks_status(question, topic)


def _c(id_: str, relevance: float, day: int) -> Candidate:
    ts = datetime(2026, 10, day, 9, tzinfo=timezone.utc).timestamp()
    return Candidate(id_, relevance, relevance, {"ts": ts, "text": id_}, {})


def test_small_talk_comes_after_the_news_in_a_status_answer():
    records = [_c("checkin", 0.75, 2), _c("new-pb", 0.55, 20), _c("no-worries", 0.2, 28), _c("see-you", 0.25, 27)]
    assert [c.id for c in status_order(records, in_period=False)] == ["new-pb", "checkin", "no-worries", "see-you"]


def test_records_close_to_the_best_stay_newest_first():
    records = [_c("a", 0.6, 2), _c("b", 0.4, 20), _c("c", 0.35, 28)]
    assert [c.id for c in status_order(records, in_period=False)] == ["c", "b", "a"]
    assert intent.telling_first([]) == []
