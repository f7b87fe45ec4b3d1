"""A status question asked in other words (shared/domain/question_frame.py NEWS, shared/usecases/intent.py
asks_status): "where's she at", "where is he up to now", "catch me up on her", "tl;dr", and a status frame
after a leading "if / before … ," clause. Sentences written for these tests."""

from __future__ import annotations

import pytest

from shared.domain.question_frame import asks_news
from shared.usecases import intent

NAMES = ["Bronwyn Hale", "Teodor Vasic"]


@pytest.mark.parametrize("question", [
    "where's bronwyn at",
    "where is teodor up to now",
    "wheres bronwyn at these days?",
    "catch me up on teodor",
    "tl;dr bronwyn",
    "quick rundown on teodor",
])
def test_the_state_asked_in_other_words_is_a_status_question(question):
    topic = intent.client_topic(question, "Teodor Vasic" if "teodor" in question else "Bronwyn Hale", NAMES)
    assert asks_news(question)
    assert topic == ""
    assert intent.asks_status(question, topic)


@pytest.mark.parametrize("question", [
    "where's bronwyn at with the rehab",   # a topic after "at"
    "where is teodor at the weekend",      # a place asked, "at" goes on
    "where's bronwyn based",               # no status frame
    "catch me up on teodor's hamstring",   # news of one topic
])
def test_a_topic_or_a_place_keeps_the_question_a_topic_question(question):
    topic = intent.client_topic(question, "Teodor Vasic" if "teodor" in question else "Bronwyn Hale", NAMES)
    assert not intent.asks_status(question, topic)


def test_a_leading_clause_says_why_the_trainer_asks_not_what_about():
    for question in ("if i'm meeting bronwyn monday, how's she doing", "before i ring teodor, how is he getting on"):
        topic = intent.client_topic(question, "Teodor Vasic" if "teodor" in question else "Bronwyn Hale", NAMES)
        assert topic, "the clause's words are still there to read"
        assert intent.asks_status(question, topic)
    # Not outside a status frame, and not when the frame itself has a topic.
    q = "if her calf is tight, what did i give her"
    assert not intent.asks_status(q, intent.client_topic(q, "Bronwyn Hale", NAMES))
    q = "if i'm seeing bronwyn monday, how's her calf doing"
    assert not intent.asks_status(q, intent.client_topic(q, "Bronwyn Hale", NAMES))
