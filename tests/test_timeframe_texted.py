"""Periods as trainers text them: short month names, "back end of", halves, a fortnight, feasts.

Hand-written sentences, read against a fixed moment of asking (never the wall clock). Each
phrase must leave the question, so that "aug", "fortnight" or "easter" is not searched for as a topic.
"""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest

from shared.domain import timeframe

NOW = datetime(2026, 9, 10, 8, 0, tzinfo=timezone.utc)  # a Thursday
PAD = timedelta(days=3)


def _d(year: int, month: int, day: int) -> datetime:
    return datetime(year, month, day, tzinfo=timezone.utc)


@pytest.mark.parametrize(
    "question, since, until, phrase, rest",
    [
        # a month written short
        ("her hamstring the third week of jul", _d(2026, 7, 15) - PAD, _d(2026, 7, 22) + PAD,
         "the third week of jul", "her hamstring"),
        ("any messages from lou in sept", _d(2026, 9, 1), NOW, "in sept", "any messages from lou"),
        ("what did he log late feb", _d(2026, 2, 21) - PAD, _d(2026, 3, 1) + PAD, "late feb", "what did he log"),
        # the back end of a month is its end; halves are days 1-15 and 16 to the end
        ("how was kim sleeping the back end of june", _d(2026, 6, 21) - PAD, _d(2026, 7, 1) + PAD,
         "the back end of june", "how was kim sleeping"),
        ("her runs in the first half of may", _d(2026, 5, 1) - PAD, _d(2026, 5, 16) + PAD,
         "in the first half of may", "her runs"),
        ("anything new in the second half of july", _d(2026, 7, 16) - PAD, _d(2026, 8, 1) + PAD,
         "in the second half of july", "anything new"),
        # from a part of a month to now
        ("has bo been sleeping better since the middle of june", _d(2026, 6, 11) - PAD, NOW,
         "since the middle of june", "has bo been sleeping better"),
        ("her weight since mid-aug", _d(2026, 8, 11) - PAD, NOW, "since mid-aug", "her weight"),
        ("since the end of july how has the knee been", _d(2026, 7, 21) - PAD, NOW,
         "since the end of july", "how has the knee been"),
        # a fortnight
        ("what has dev sent in the last fortnight", NOW - timedelta(days=14), NOW, "in the last fortnight",
         "what has dev sent"),
        ("her sleep over the past 2 fortnights", NOW - timedelta(days=28), NOW, "over the past 2 fortnights",
         "her sleep"),
    ],
)
def test_texted_period_phrases_name_their_window(question, since, until, phrase, rest):
    got_rest, when = timeframe.extract(question, NOW)
    assert when is not None
    assert (when.since, when.until, when.phrase) == (since, until, phrase)
    assert got_rest == rest


def test_since_the_start_of_a_month_still_starts_on_its_first():
    _, when = timeframe.extract("has she lifted since the start of june", NOW)
    assert when.since == _d(2026, 6, 1) - PAD


@pytest.mark.parametrize(
    "question, since, until, phrase",
    [
        # Easter Sunday 2026 is 5 April: Good Friday 3rd to Easter Monday 6th
        ("did rui train over easter", _d(2026, 4, 3) - PAD, _d(2026, 4, 7) + PAD, "over easter"),
        # the week after: Monday 6th to Sunday 12th
        ("how was her back the week after easter", _d(2026, 4, 6) - PAD, _d(2026, 4, 13) + PAD,
         "the week after easter"),
        ("the fortnight before easter", _d(2026, 3, 22) - PAD, _d(2026, 4, 5) + PAD, "the fortnight before easter"),
        ("weight since easter", _d(2026, 4, 3) - PAD, NOW, "since easter"),
        # Christmas not yet reached this year: last year's, Christmas Eve to Boxing Day
        ("what did he eat over christmas", _d(2025, 12, 24) - PAD, _d(2025, 12, 27) + PAD, "over christmas"),
        ("the week after xmas", _d(2025, 12, 26) - PAD, _d(2026, 1, 2) + PAD, "the week after xmas"),
    ],
)
def test_a_feast_is_a_period(question, since, until, phrase):
    rest, when = timeframe.extract(question, NOW)
    assert when is not None
    assert (when.since, when.until, when.phrase) == (since, until, phrase)
    assert "easter" not in rest and "christmas" not in rest and "xmas" not in rest


def test_easter_before_it_comes_is_last_years():
    march = datetime(2026, 3, 1, tzinfo=timezone.utc)
    _, when = timeframe.extract("at easter", march)
    # Easter Sunday 2025 was 20 April
    assert (when.since, when.until) == (_d(2025, 4, 18) - PAD, _d(2025, 4, 22) + PAD)


@pytest.mark.parametrize("year, month, day", [(2019, 4, 21), (2024, 3, 31), (2025, 4, 20), (2026, 4, 5), (2027, 3, 28)])
def test_easter_sunday(year, month, day):
    assert timeframe._easter_sunday(year) == datetime(year, month, day)


@pytest.mark.parametrize(
    "question",
    [
        "what did jan's physio say",  # a possessive short form is a name
        "how did the march go for her",  # a month word not in a period phrase
    ],
)
def test_names_and_plain_words_are_no_period(question):
    assert timeframe.extract(question, NOW) == (question, None)


@pytest.mark.parametrize(
    "question, since, until, phrase, rest",
    [
        ("his steps this wk", _d(2026, 9, 7), NOW, "this wk", "his steps"),
        ("her knee last wk", _d(2026, 8, 31), NOW, "last wk", "her knee"),
        ("sleep the past 3 wks", NOW - timedelta(days=21), NOW, "the past 3 wks", "sleep"),
        ("anything the 2nd wk of aug", _d(2026, 8, 8) - PAD, _d(2026, 8, 15) + PAD, "the 2nd wk of aug", "anything"),
        ("messages this mth", _d(2026, 9, 1), NOW, "this mth", "messages"),
    ],
)
def test_a_texted_week_or_month_is_a_period(question, since, until, phrase, rest):
    got_rest, when = timeframe.extract(question, NOW)
    assert when is not None
    assert (when.since, when.until, when.phrase) == (since, until, phrase)
    assert got_rest == rest
