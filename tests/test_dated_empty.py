"""Dates named with their year that hold no record are the period asked, so the chat says nothing is in it
(shared/domain/query_dates.py `asked_dates`, shared/usecases/dated_empty.py). Hand-written questions."""

from __future__ import annotations

from datetime import datetime, timezone

import pytest

from shared.domain.query_dates import PAD, asked_dates, named_window
from shared.kernel.errors import SearchUnavailable
from shared.ports.vectorstore import QueryFilter
from shared.usecases import dated_empty


def _ts(y: int, m: int, d: int) -> float:
    return datetime(y, m, d, tzinfo=timezone.utc).timestamp()


def test_a_year_or_a_month_is_asked_without_the_padding_a_day_with_it():
    year = asked_dates("dana's knee in 2004")
    assert (year.since_ts, year.phrase) == (_ts(2004, 1, 1), "in 2004")
    assert _ts(2004, 12, 31) < year.until_ts < _ts(2005, 1, 1)
    month = asked_dates("his squat in may 2023")
    assert month.since_ts == _ts(2023, 5, 1) and month.until_ts < _ts(2023, 6, 1)
    # A day is dated loosely: padded as retrieval pads it.
    assert asked_dates("what did she say on 3 May 2023") == named_window("what did she say on 3 May 2023")
    assert asked_dates("what did she say on 3 May 2023").since_ts == _ts(2023, 5, 3) - PAD.total_seconds()


@pytest.mark.parametrize("question", ["dana's knee since 2004", "dana's knee in may", "dana's knee"])
def test_a_span_to_now_or_dates_without_a_year_are_not_read(question):
    assert asked_dates(question) is None


def _holds(found: bool, seen: list):
    def holds(query_filter):
        seen.append(query_filter)
        return found
    return holds


def test_dates_that_hold_no_record_of_the_client_are_the_period():
    seen = []
    rest, when = dated_empty.empty_dates("dana's knee in 2004", QueryFilter(client_id="dana"), _holds(False, seen))
    assert rest == "dana's knee" and when.phrase == "in 2004"
    assert when.since == datetime(2004, 1, 1, tzinfo=timezone.utc) and when.until.year == 2004
    # The client's records of those dates alone were looked for.
    assert seen[0].client_id == "dana" and seen[0].since_ts == _ts(2004, 1, 1) and seen[0].until_ts < _ts(2005, 1, 1)


def test_a_season_goes_with_its_year():
    rest, when = dated_empty.empty_dates("jo's ankle in the spring of 2006", QueryFilter(client_id="jo"),
                                         _holds(False, []))
    assert rest == "jo's ankle" and when.phrase == "in the spring of 2006"


def test_dates_that_hold_a_record_are_left_to_retrieval():
    assert dated_empty.empty_dates("dana's knee in 2004", QueryFilter(client_id="dana"), _holds(True, [])) is None
    assert dated_empty.empty_dates("dana's knee last week", QueryFilter(client_id="dana"), _holds(False, [])) is None


def test_an_unavailable_search_reads_nothing():
    def holds(query_filter):
        raise SearchUnavailable("down")

    assert dated_empty.empty_dates("dana's knee in 2004", QueryFilter(client_id="dana"), holds) is None
