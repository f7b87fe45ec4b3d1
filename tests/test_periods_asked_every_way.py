"""Periods asked every way (h-when29, docs/ANSWERS.md): named days and seasons read as periods, "what changed
since <moment>" and "big news" read as the client's news, "since when" asked as what it dates.

Sentences written for these tests (names and events invented, or public record), each read against a fixed
moment of asking. Every reading below fails on main e54bffd: the school holidays and the match named by its
result were no period, "monday" stayed after an unnamed bank holiday, "changed" and "big" were topic words,
and "since" stayed in the question.
"""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest

from shared.domain import public_events, question_frame, timeframe
from shared.usecases import intent

PAD = timedelta(days=3)
DAY = timedelta(days=1)
NAMES = ["Wilf Atherton", "Nell Cardew"]


def _d(year: int, month: int, day: int) -> datetime:
    return datetime(year, month, day, tzinfo=timezone.utc)


# --- Named days and seasons -------------------------------------------------------------------------------

@pytest.mark.parametrize("question, now, since, until, rest", [
    # "the school holidays" with no season are the summer's: the last begun, 20 July to 5 September, padded.
    ("wilf in the school holidays", _d(2018, 1, 29), _d(2017, 7, 20) - PAD, _d(2017, 9, 5) + DAY + PAD, "wilf"),
    ("what did nell do over the school hols", _d(2019, 11, 2), _d(2019, 7, 20) - PAD, _d(2019, 9, 5) + DAY + PAD,
     "what did nell do"),
    # Asked during them: this summer's, clipped at the moment of asking.
    ("wilf during the school summer holidays", _d(2018, 8, 1), _d(2018, 7, 20) - PAD, _d(2018, 8, 1), "wilf"),
])
def test_the_school_holidays_are_the_summers(question: str, now: datetime, since: datetime, until: datetime,
                                             rest: str) -> None:
    asked, when = timeframe.extract(question, now)
    assert when is not None and (when.since, when.until) == (since, until)
    assert asked == rest
    assert "school" in when.named


def test_school_holidays_before_a_thing_are_no_period() -> None:
    assert timeframe.extract("did wilf go to the school holidays club", _d(2018, 1, 29))[1] is None


@pytest.mark.parametrize("question, now, day, rest", [
    # The match named by what happened in it: the last against that opponent begun, the women's as the men's.
    ("nell the day england beat france", _d(2018, 1, 29), _d(2017, 7, 30), "nell"),
    ("wilf on the night england played spain", _d(2018, 1, 29), _d(2017, 7, 23), "wilf"),
    ("nell the day the lionesses beat sweden", _d(2022, 9, 1), _d(2022, 7, 26), "nell"),
    ("wilf the night england lost to croatia", _d(2018, 9, 1), _d(2018, 7, 11), "wilf"),
])
def test_a_match_named_by_its_result(question: str, now: datetime, day: datetime, rest: str) -> None:
    asked, when = timeframe.extract(question, now)
    assert when is not None and (when.since, when.until) == (day - PAD, min(day + DAY + PAD, now))
    assert when.core == (day, day + DAY)
    assert asked == rest


def test_an_opponent_never_met_names_no_match() -> None:
    assert public_events.find("the day england beat brazil", _d(2018, 1, 29)) is None


def test_the_women_s_euros_of_2017_are_the_euros_of_that_winter() -> None:
    event = public_events.find("during the euros", _d(2017, 12, 1))
    assert event is not None and event.core == (_d(2017, 7, 16), _d(2017, 8, 7))


@pytest.mark.parametrize("question, rest", [
    # An unnamed bank holiday is no period; its weekday leaves the question, its words find the day's record.
    ("how much did wilf weigh on bank holiday monday", "how much did wilf weigh on bank holiday"),
    ("nell's bank hol weekend bbq", "nell's bank hol bbq"),
])
def test_the_weekday_of_an_unnamed_bank_holiday_is_no_topic(question: str, rest: str) -> None:
    assert timeframe.extract(question, _d(2018, 1, 29)) == (rest, None)


def test_a_named_bank_holiday_is_still_its_period() -> None:
    asked, when = timeframe.extract("wilf over the august bank holiday monday", _d(2018, 1, 29))
    # August's spans both Mondays it may be (England's last, Scotland's first): to the end of the 28th.
    assert when is not None and when.core is not None and when.core[1] == _d(2017, 8, 29)
    assert asked == "wilf"


# --- "What changed since …", "big news": the client's news --------------------------------------------------

@pytest.mark.parametrize("question", [
    "what changed for wilf since the cup final",
    "what's changed with nell since the boot came off",
    "what has changed for wilf",
    "whats changed with her",
])
def test_what_changed_asks_the_news(question: str) -> None:
    assert intent.asks_status(question, intent.client_topic(question, None, NAMES))


@pytest.mark.parametrize("question", [
    "what changed in wilf's squat",
    "what changed about nell's knee since the op",
])
def test_what_changed_in_a_thing_keeps_its_topic(question: str) -> None:
    assert not intent.asks_status(question, intent.client_topic(question, None, NAMES))


@pytest.mark.parametrize("question", ["nell's big news", "any good news from wilf", "wilf's exciting news"])
def test_how_the_news_was_taken_names_no_topic(question: str) -> None:
    assert intent.asks_status(question, intent.client_topic(question, None, NAMES))


def test_news_of_a_thing_keeps_its_topic() -> None:
    question = "any good news on nell's knee"
    assert not intent.asks_status(question, intent.client_topic(question, None, NAMES))


# --- "Since when": what is dated ---------------------------------------------------------------------------

@pytest.mark.parametrize("question, asked", [
    ("since when is she off them", "is she off them"),
    ("since when has nell had the brace", "has nell had the brace"),
    ("Since when is it normal?", "is it normal?"),
])
def test_asked_as_what_it_dates(question: str, asked: str) -> None:
    assert question_frame.without_when(question) == asked


@pytest.mark.parametrize("question", [
    "since when is that",  # nothing else to ask
    "how long ago did wilf faint",  # measured one for one (module comment): left as it was
    "what has she done since when we spoke",
])
def test_other_questions_are_unchanged(question: str) -> None:
    assert question_frame.without_when(question) == question
