"""Days and weeks named without their year are a period (shared/domain/calendar_days.py, read by
timeframe.extract for chatWithAI and semanticSearch alike): "24/5", "28/8 - 3/9", "the 3rd of may",
"may 24th", "wk 28". Before, none was read: the digits were searched as words and the answer quoted
the client's newest records of the topic instead of that day's. Scores and shares ("7/10", "3/4
sessions", "from 6/10 to 8/10") are not days. Hand-written phrases, not taken from any benchmark set."""

from datetime import datetime, timezone

import pytest

from shared.domain import timeframe

UTC = timezone.utc
NOW = datetime(2027, 10, 20, 9, 30, tzinfo=UTC)  # a Wednesday


def D(month: int, day: int, year: int = 2027) -> datetime:
    return datetime(year, month, day, tzinfo=UTC)


@pytest.mark.parametrize("question, rest, since, until", [
    # one day, padded three days either side as a named date is (query_dates.PAD)
    ("his squat 17/6", "his squat", D(6, 14), D(6, 21)),
    ("her resting hr on 2/9", "her resting hr", D(8, 30), D(9, 6)),        # day before month, dated by "on"
    ("bike fit 9/05?", "bike fit ?", D(5, 6), D(5, 13)),
    ("the 4th of july bbq, what did he eat", "bbq, what did he eat", D(7, 1), D(7, 8)),
    ("run on 12 march", "run", D(3, 9), D(3, 16)),
    ("sept 21st session", "session", D(9, 18), D(9, 25)),
    # a day later in the year than now: last year's
    ("the 3rd of december party", "party", D(11, 30, 2026), D(12, 7, 2026)),
    # the month written first, when the second number cannot be a month
    ("8/19 session", "session", D(8, 16), D(8, 23)),
    # a range: from its first day to the end of its last, a day either side
    ("messages between 29/7 and 4/8", "messages", D(7, 28), D(8, 6)),
    ("knee 11/8-15/8", "knee", D(8, 10), D(8, 17)),
    ("knee 11/8 \u2013 15/8", "knee", D(8, 10), D(8, 17)),
    ("from 1 june to 3 june", "", D(5, 31), D(6, 5)),
    # a range across the new year: its first day the last one before its end
    ("between 28/12 and 3/1", "", D(12, 27, 2026), D(1, 5)),
    # an ISO week of the year, Monday to Sunday, a day either side
    ("weigh-ins in wk 31", "weigh-ins", D(8, 1), D(8, 10)),
    ("steps week 2", "steps", D(1, 10), D(1, 19)),
])
def test_a_day_or_week_without_its_year_is_a_period(question, rest, since, until):
    left, when = timeframe.extract(question, NOW)
    assert when is not None
    assert (when.since, when.until) == (since, until)
    assert left == rest


@pytest.mark.parametrize("question", [
    "pain 7/10 after the run",          # a score
    "she did 3/4 sessions",             # a share
    "sleep rated 10/10",                # a whole score
    "pain went from 6/10 to 8/10",      # a score that moved, and "from" before a score
    "pain at 4/10",
    "week 3 of rehab",                  # a week of something, not of the year
    "how was week 2 post-op",
    "march 5k time",                    # a distance after the month
    "what did she eat on 2.5",          # no day
    "back squat 3x5",
])
def test_scores_shares_and_weeks_of_something_are_no_period(question):
    assert timeframe.extract(question, NOW)[1] is None


def test_a_day_named_as_a_point_of_comparison_filters_nothing():
    left, when = timeframe.extract("is he sleeping more than on 2/9", NOW)
    assert when is None and left == "is he sleeping more than"


def test_a_day_with_its_year_is_left_to_retrieval():
    assert timeframe.extract("run on 12 march 2025", NOW) == ("run on 12 march 2025", None)


def test_a_preposition_glued_to_a_word_by_a_hyphen_is_that_word():
    # "weigh-in mid-march": the period is "mid-march"; the "in" of "weigh-in" stays in the question
    left, when = timeframe.extract("her weigh-in mid-march", NOW)
    assert when is not None and when.phrase == "mid-march"
    assert left == "her weigh-in"


def test_one_day_named_keeps_the_day_itself_as_the_core():
    # "what did sam say on 3 june": the window is padded for the time zone, but the day itself leads
    # a status answer's records (timeframe.Timeframe.core; chat service status_order).
    from datetime import datetime, timezone

    from shared.domain import timeframe

    now = datetime(2031, 7, 1, 9, tzinfo=timezone.utc)
    rest, when = timeframe.extract("what did sam say on 3 june", now)
    assert rest == "what did sam say"
    assert when.core == (datetime(2031, 6, 3, tzinfo=timezone.utc), datetime(2031, 6, 4, tzinfo=timezone.utc))
    assert when.since < when.core[0] and when.until > when.core[1]
    # A range of days names no one day: every day of it alike.
    assert timeframe.extract("sam 2-6 june", now)[1].core is None
