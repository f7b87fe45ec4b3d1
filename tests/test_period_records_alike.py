"""A period's records that answer a question its own ranking did not (period.topic_in_period), read in
one function by chatWithAI and semanticSearch (search.period_records). The chat read them in its own
block (the whole history's ranking, the failure handling, the records of the period); the search in
`period_records`, which scored them at least the threshold before returning them. Now the function
returns the records with their own relevance, the ranking they came from and whether the whole
history answers; the search scores them as results, the chat passes their relevance to confidence
and, when none falls in the period, says where else the topic came up.

The whole history's ranking and the period step are stand-ins: hand-written records."""

from __future__ import annotations

from datetime import datetime, timezone

from shared.domain import timeframe
from shared.domain.retrieval import Candidate
from shared.kernel.deadline import Deadline
from shared.kernel.errors import SearchUnavailable
from shared.ports.vectorstore import QueryFilter
from shared.usecases import period, search

MAY = timeframe.extract("in May", datetime(2026, 7, 1, tzinfo=timezone.utc))[1]
JUNE_NOTE = Candidate("june", 0.5, 0.85, {"text": "knee fine now", "ts": 1_780_000_000.0})
MAY_NOTE = Candidate("may", 0.3, 0.41, {"text": "knee swollen after the 10k", "ts": 1_778_500_000.0})


def test_the_periods_records_keep_their_own_relevance_and_the_ranking_they_came_from(monkeypatch) -> None:
    monkeypatch.setattr(search, "whole_history", lambda *a: ([JUNE_NOTE, MAY_NOTE], True))
    monkeypatch.setattr(period, "topic_in_period", lambda backends, trainer, whole, answered, *a: [whole[1]])
    found = search.period_records(None, "coach", "knee", QueryFilter(client_id="noor"), [], MAY, 0.7,
                                  Deadline.start(60))
    assert found == search.PeriodRecords([MAY_NOTE], [JUNE_NOTE, MAY_NOTE], True)
    assert found.found[0].relevance == 0.41  # not yet scored as a search result


def test_a_failing_whole_history_search_finds_nothing(monkeypatch) -> None:
    def unavailable(*a):
        raise SearchUnavailable()

    monkeypatch.setattr(search, "whole_history", unavailable)
    assert search.period_records(None, "coach", "knee", QueryFilter(), [], MAY, 0.7,
                                 Deadline.start(60)) == search.PeriodRecords([], [], False)
