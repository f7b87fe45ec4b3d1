"""h-when35: the weekend of a public event begun on a weekday, and a month still to come asked as a permission.

Every sentence is made up; each is read against a fixed moment of asking, never the wall clock.
"""

from __future__ import annotations

from datetime import date, datetime, timezone

import pytest

from shared.domain import public_events_dated, timeframe

UTC = timezone.utc
ASKED = datetime(2015, 1, 5, 8, 0, tzinfo=UTC)  # a roster whose records run July to December 2014


def _d(*a: int) -> datetime:
    return datetime(*a, tzinfo=UTC)


# --- the weekend of an event ----------------------------------------------------------------------------------

def test_the_ryder_cup_of_2014_ran_friday_to_sunday():
    first, last = next(days for days in public_events_dated.TOURNAMENTS["ryder cup"] if days[0].year == 2014)
    assert (first, last) == (date(2014, 9, 26), date(2014, 9, 28))
    assert first.weekday() == 4 and last.weekday() == 6  # checked with datetime, not taken on trust


@pytest.mark.parametrize("question", ["tam the weekend of the ryder cup", "what did alan say the weekend of the ryder cup",
                                      "dave on the weekend of the ryder cup"])
def test_the_weekend_of_an_event_begun_on_a_friday_is_its_own_saturday_and_sunday(question):
    rest, when = timeframe.extract(question, ASKED)
    assert when is not None and when.named == "ryder cup"
    assert when.core == (_d(2014, 9, 27), _d(2014, 9, 29))
    assert "ryder" not in rest


def test_the_weekend_of_an_event_running_into_the_next_month_is_its_own():
    # The 2023 Ryder Cup began on Friday 29 September and ran into October.
    assert date(2023, 9, 29).weekday() == 4
    event = public_events_dated.find("the weekend of the ryder cup", _d(2023, 10, 20))
    assert event is not None and event.core == (_d(2023, 9, 30), _d(2023, 10, 2))


def test_the_weekend_of_an_event_begun_on_a_sunday_is_that_weekend():
    # Storm Conor struck on Christmas Day 2016, a Sunday: its weekend is the 24th and the 25th (as on main).
    assert date(2016, 12, 25).weekday() == 6
    event = public_events_dated.find("the weekend of storm conor", _d(2017, 1, 10))
    assert event is not None and event.core == (_d(2016, 12, 24), _d(2016, 12, 26))


def test_the_weekend_before_and_after_an_event_are_unchanged():
    before = public_events_dated.find("the weekend before the ryder cup", ASKED)
    after = public_events_dated.find("the weekend after the ryder cup", ASKED)
    assert before is not None and before.core == (_d(2014, 9, 20), _d(2014, 9, 22))
    assert after is not None and after.core == (_d(2014, 10, 4), _d(2014, 10, 6))


# --- a month still to come asked as a permission or a plan ----------------------------------------------------

@pytest.mark.parametrize("question", ["can beth sit the assessment in march", "could he race in april",
                                      "should she do the 10k in february", "is he allowed to swim in february"])
def test_a_permission_for_a_month_to_come_is_no_period(question):
    rest, when = timeframe.extract(question, ASKED)
    assert when is None
    assert rest == question  # the month's words stay: the records that allow it say them


@pytest.mark.parametrize("question", ["can you show me beth's notes in march", "could i see what she said in november",
                                      "did she say she could race in march"])
def test_a_request_to_the_assistant_or_a_past_month_keeps_its_period(question):
    _, when = timeframe.extract(question, ASKED)
    assert when is not None and when.since.year == 2014


def test_a_permission_for_a_month_already_begun_keeps_its_period():
    _, when = timeframe.extract("could he swim in december", ASKED)
    assert when is not None and when.since.month in (11, 12) and when.since.year == 2014
