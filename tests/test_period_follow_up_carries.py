"""A period alone after "and" carries the thread's thing into that period, and a letter completing a word
("vit d", "hep b") stays part of the thing carried (shared/usecases/intent.py `opens_follow_up`,
`content_words`; shared/usecases/thread_thing.py).

"and in january" is the bare "and" once its period is out; `startswith("and ")` missed it, so the thread's
thing was not carried and the answer quoted the client's news of the month. And the thing carried from
"<name>'s vit d" was "vit" alone, which no record that says "vitamin d" matches. Sentences of our own.
"""

from __future__ import annotations

from datetime import datetime, timezone

import pytest

from shared.domain import timeframe
from shared.domain.prompt import Turn
from shared.usecases import intent, thread_thing

NOW = datetime(2031, 7, 7, 9, tzinfo=timezone.utc)


def _read(question: str) -> tuple[str, timeframe.Timeframe | None]:
    rest, when = timeframe.extract(question, NOW)
    return rest, when


@pytest.mark.parametrize("follow_up", ["and in march", "and in feb?", "and, in april", "what about in may",
                                       "And back in January?"])
def test_a_period_alone_after_an_opener_carries_the_thing(follow_up):
    rest, when = _read(follow_up)
    assert when is not None
    turns = [Turn("user", "odile's ferritin"), Turn("assistant", "On Jun 2 Odile wrote: ferritin 18")]
    carried = thread_thing.carried(rest, intent.topic(rest, ["Odile Marchetti"]), when, turns, ["Odile Marchetti"])
    assert carried is not None and "ferritin" in carried.topic.split()


def test_news_of_a_period_is_not_a_carried_thing():
    # "what did she say in march" asks for her news of March, not the thread's thing in March.
    rest, when = _read("what did she say in march")
    assert when is not None and not intent.asks_topic_in_period(rest, intent.topic(rest))
    # A word that only begins like an opener is no opener.
    assert not intent.opens_follow_up("andrew's knee") and not intent.opens_follow_up("alsop's run")
    assert intent.opens_follow_up("and") and intent.opens_follow_up("what about") and intent.opens_follow_up("also?")


@pytest.mark.parametrize("asked, thing", [
    ("bram's vit d", "vit d"), ("how's nell's vitamin b", "vitamin b"), ("pax hep c", "hep c"),
    ("was it strep a", "strep a"),
])
def test_a_letter_completing_its_word_stays_in_the_topic(asked, thing):
    assert thing in " ".join(intent.topic(asked, ["Bram", "Nell", "Pax"]).split())


def test_a_lone_letter_elsewhere_is_still_no_topic_word():
    assert intent.content_words("plan b for saturday") == ["plan", "saturday"]
    assert "i" not in intent.content_words("vitamins i take daily")


def test_the_carried_thing_keeps_its_letter():
    turns = [Turn("user", "bram's vit d"), Turn("assistant", "On Jun 2 Bram wrote: vit d 61 now")]
    rest, when = _read("and in january")
    carried = thread_thing.carried(rest, intent.topic(rest, ["Bram Oakes"]), when, turns, ["Bram Oakes"])
    assert carried is not None and carried.thing.split() == ["vit", "d"]
