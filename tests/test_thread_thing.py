"""thread_thing: the one step chatWithAI and semanticSearch read a follow-up with the thread's thing in,
and the news frames ("what's going on with …") that are no part of that thing.

Hand-written names and questions, not taken from any benchmark set."""

from __future__ import annotations

from datetime import datetime, timezone

from shared.domain import timeframe
from shared.domain.prompt import Turn
from shared.domain.question_frame import without_news_of
from shared.usecases import intent, thread_thing

NAMES = ["Nora Quigley", "Ewan Pratt"]
NOW = datetime(2026, 6, 1, tzinfo=timezone.utc)


def _after(question: str) -> list[Turn]:
    return [Turn("user", question, ()), Turn("assistant", "…", ())]


def _carried(question: str, parent: str) -> thread_thing.Carried | None:
    asked, when = timeframe.extract(question, NOW)
    return thread_thing.carried(asked, intent.topic(asked, NAMES), when, _after(parent), NAMES)


def test_a_follow_up_of_no_thing_of_its_own_is_asked_with_the_threads_thing():
    carried = _carried("when was it", "what op did nora have")
    assert carried is not None
    assert (carried.question, carried.thing, carried.own_question) == ("when was it op", "op", "when was it")


def test_a_comparison_keeps_no_topic_word_of_its_own():
    carried = _carried("how much quicker than in may", "ewan's 10k")
    assert carried is not None and carried.thing == "10k"
    assert carried.own_topic == "" and carried.topic == "10k"


def test_a_question_of_its_own_and_a_status_question_are_not_carried():
    assert _carried("what did she eat on friday", "what op did nora have") is None
    assert _carried("how's she getting on", "what op did nora have") is None


def test_whats_going_on_with_is_no_part_of_the_threads_thing():
    assert without_news_of("what's going on with ewan's heart") == "what's with ewan's heart"
    assert without_news_of("whats the story with nora's brace") == "whats with nora's brace"
    assert without_news_of("the story of her race") == "the story of her race"
    carried = _carried("did it work", "what's going on with ewan's heart")
    assert carried is not None and carried.thing == "heart"
    carried = _carried("is it better", "whats the story with nora's brace")
    assert carried is not None and carried.thing == "brace"


def _detail(question: str, parent: str, inherited: bool) -> str:
    asked, when = timeframe.extract(question, NOW)
    return thread_thing.detail_asked(asked, intent.topic(asked, NAMES), when, _after(parent), NAMES, inherited)


def test_a_detail_in_words_of_its_own_is_of_the_threads_thing_only_of_its_client():
    # h-review54: the one reading chatWithAI's prepare (`Reading.thread_thing`) and search._detail_of take.
    assert _detail("how long out", "nora's hamstring", inherited=True) == "hamstring"
    assert _detail("how long out", "nora's hamstring", inherited=False) == ""


def test_no_detail_where_the_thread_is_not_read():
    # A status frame asks the client's news (reads_thread), whatever the thread's client.
    assert _detail("how's she getting on", "nora's hamstring", inherited=True) == ""
