"""The follow-up asked again with the thread's opening thing, one reading for chat and search (h-review56;
shared/usecases/thread_opening.py `asked_again`, read by chat/read_again.py `_with_opening_thing` and search.py
`_opening_again`): they differ only in whether a yes/no of "it" asks of the thing.

Hand-written questions, not taken from any benchmark set."""

from __future__ import annotations

import pytest

from shared.usecases import thread_opening


def _again(question, topic, it, thing="ankle", own_topic=None):
    return thread_opening.asked_again(thing, topic, question, topic if own_topic is None else own_topic,
                                      it_asks_of_the_thing=it)


@pytest.mark.parametrize("it", [True, False])
def test_a_question_of_its_own_words_is_asked_with_the_thing_after_them(it):
    again = _again("what is she not allowed to do", "allowed", it)
    assert again == thread_opening.Again("what is she not allowed to do", "allowed", "ankle",
                                         "what is she not allowed to do ankle")


@pytest.mark.parametrize("it", [True, False])
def test_a_one_is_the_thing_and_its_topic_word_is_not_the_questions_own(it):
    again = _again("has she had one since", "one", it, thing="injection")
    assert again is not None and again.asked == "has she had injection since" and again.own_topic == ""


def test_a_yes_no_of_it_asks_of_the_thing_in_the_chat_only():
    assert _again("was it broken", "broken", True).asked == "was it broken ankle"
    assert _again("was it broken", "broken", False) is None


@pytest.mark.parametrize("it", [True, False])
def test_an_operation_asked_of_no_thing_asks_of_the_thread_thing(it):
    again = _again("did they operate", "operate", it, thing="thumb")
    assert again is not None and again.asked == thread_opening.with_thing("did they operate", "thumb")


@pytest.mark.parametrize("it", [True, False])
@pytest.mark.parametrize("question, topic", [
    ("did she have a scan", "scan"),  # a yes/no of a thing of its own
    ("and the second", "second"),  # the previous question again with a change
])
def test_no_reading_again(question, topic, it):
    assert _again(question, topic, it) is None


@pytest.mark.parametrize("it", [True, False])
def test_no_thing_or_one_already_read(it):
    assert _again("which boot", "boot", it, thing="") is None
    assert _again("when does she get it off", "ankle boot", it, own_topic="") is None  # already asked with it


def test_the_records_answer_only_when_they_say_the_own_words_with_the_thing():
    again = _again("what is she not allowed to do", "allowed", True)
    assert again.answered_by([{"text": "Ankle: she is not allowed to run for two weeks"}])
    assert not again.answered_by([{"text": "Ankle strapped, sore"}, {"text": "allowed a rest day"}])
