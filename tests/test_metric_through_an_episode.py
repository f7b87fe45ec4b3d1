"""A metric asked through an episode of the client's own with no length ("ada's steps during the flare-up", "his rhr
after the fall"): the span around the episode's record (search.event_period, readings.only_metrics), h-search39.

Hand-written sentences, not taken from any benchmark set."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone
from types import SimpleNamespace

from shared.domain import readings, timeframe
from shared.domain.retrieval import Candidate
from shared.ports.vectorstore import QueryFilter

AT = datetime(2026, 3, 4, 18, 0, tzinfo=timezone.utc)
NAMES = ("Ada Lowe", ["Ada Lowe", "Ben Ash"])


def _found(monkeypatch):
    from shared.usecases import search
    monkeypatch.setattr(search, "search_candidates",
                        lambda *a: [Candidate("flare", 0.9, 0.9, {"ts": AT.timestamp(), "text": "a flare-up"}, {})])
    return search


def test_only_metrics_reads_a_topic_of_summaries_words_alone():
    assert readings.only_metrics("steps") and readings.only_metrics("her rhr") and readings.only_metrics("weight")
    assert not readings.only_metrics("steps to the shop") and not readings.only_metrics("knee")
    assert not readings.only_metrics("")


def test_a_metric_during_an_episode_is_the_weeks_from_its_start(monkeypatch):
    search = _found(monkeypatch)
    backends = SimpleNamespace(settings=SimpleNamespace(relevance_threshold=0.7))
    rest, when = search.event_period(backends, "coach", "ada's steps during the flare-up",
                                     QueryFilter(client_id="ada"), *NAMES)
    assert rest == "ada's steps"
    assert when is not None and when.since <= AT and when.until - AT > timedelta(days=timeframe.RECORD_STATE_DAYS - 1)
    rest, when = search.event_period(backends, "coach", "ada rhr after the fall", QueryFilter(client_id="ada"), *NAMES)
    assert rest == "ada rhr" and when is not None and when.since <= AT < when.until


def test_a_topic_not_a_metric_stays_as_asked(monkeypatch):
    search = _found(monkeypatch)
    backends = SimpleNamespace(settings=SimpleNamespace(relevance_threshold=0.7))
    question = "ada's knee during the flare-up"
    assert search.event_period(backends, "coach", question, QueryFilter(client_id="ada"), *NAMES) == (question, None)



def test_a_metric_with_a_sized_span_stays_as_asked(monkeypatch):
    # "a week before" may name a day whose window holds no weekly summary (tests/test_event_spans.py)
    search = _found(monkeypatch)
    backends = SimpleNamespace(settings=SimpleNamespace(relevance_threshold=0.7))
    question = "ada's weight the fortnight after the flare-up"
    assert search.event_period(backends, "coach", question, QueryFilter(client_id="ada"), *NAMES) == (question, None)
