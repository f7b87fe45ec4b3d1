"""Tags, "back" as an adverb, "any word from" and "<thing> speed" are frame, not topic
(shared/domain/question_frame.py; issue 14, h-wrong7). Hand-written sentences."""

from __future__ import annotations

import pytest

from shared.domain.answerability import decision_words
from shared.domain.question_frame import asks_news


@pytest.mark.parametrize("question, words", [
    # A confirming tag after a comma is how sure the trainer is.
    ("lena finished the triathlon, yeah?", "lena finished triathlon"),
    ("marco quit the vaping, right?", "marco quit vaping"),
    ("she passed the fitness test, eh?", "passed fitness test"),
    ("he signed the contract, innit", "signed contract"),
    # "back" after a verb of return, or "is <name> back <doing>", is an adverb.
    ("is priya back swimming", "priya swimming"),
    ("is olek back at the gym", "olek gym"),
    # As the chat reads it, without the client's name.
    ("is back cycling to work", "cycling work"),
    ("where did he turn back on the ridge", "turn ridge"),
    ("when did she come back from maternity leave", "come maternity leave"),
    # "any word from" asks for news, as "any news from" does.
    ("any word from hamid this week", "hamid week"),
    # A speed of a thing is given by a value with its unit.
    ("rowing speed on tuesday", "rowing tuesday"),
])
def test_frame_words_are_not_the_topic(question, words):
    assert decision_words(question) == words


@pytest.mark.parametrize("question, kept", [
    # The side named, with no comma before it, stays.
    ("was it his right?", "right"),
    # "back" the body part stays: a possessive, a word of pain, an exercise after it.
    ("is her back in pain", "back"),
    ("is his back hurting", "back"),
    ("is back in pain again", "back"),
    ("tomas back hurting again", "back"),
    ("he got back pain after the deadlifts", "back"),
    ("did she come back squats", "back"),
    ("his lower back", "back"),
    # "word" not after any/the/no + from/on/about stays.
    ("what was her word for the feeling", "word"),
    # "top speed" asks for the speed itself.
    ("top speed on the bike", "speed"),
])
def test_topic_words_stay(question, kept):
    assert kept in decision_words(question).split()


def test_any_word_from_asks_for_news():
    assert asks_news("any word from hamid since the weekend")
    assert not asks_news("what word did she use for the pain")
