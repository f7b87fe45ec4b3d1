"""Two months set against each other ("trap bar jul vs jan") name no period to keep to and no topic
(shared/domain/timeframe.py `_MONTHS_COMPARED`). Hand-written questions.

On main a318a21 the months stayed in the question ("jul vs jan" ranked as three topic words no record
says) and the two notes that answer were refused under the relevance threshold."""

from __future__ import annotations

from datetime import datetime, timezone

import pytest

from shared.domain import timeframe

NOW = datetime(2031, 3, 20, 9, tzinfo=timezone.utc)


@pytest.mark.parametrize("question, rest", [
    ("tess trap bar jul vs jan", "tess trap bar"),
    ("her squat in march versus in september?", "her squat ?"),
    ("bench press oct vs. feb", "bench press"),
    ("plank hold august compared to december", "plank hold"),
])
def test_two_months_compared_leave_the_question_and_filter_nothing(question, rest):
    assert timeframe.extract(question, NOW) == (rest, None)


@pytest.mark.parametrize("question", [
    "tess trap bar now vs march",       # one side is no month: left as it was
    "jan vs feb's notes",               # "feb's": a name's possessive
])
def test_one_month_against_something_else_is_not_read_so(question):
    rest, when = timeframe.extract(question, NOW)
    assert when is None and "vs" in rest


def test_one_month_alone_is_still_the_period_asked():
    rest, when = timeframe.extract("tess trap bar in jul", NOW)
    assert rest == "tess trap bar" and when is not None and when.since.month == 7
