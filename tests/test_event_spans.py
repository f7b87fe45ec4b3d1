"""A span on one side of the client's own event ("anything in the fortnight before his race", "how
was she the week after the op?") is a period dated by the client's best record for the event's words
(timeframe.event_span, search.event_period), read the same way by chatWithAI and semanticSearch.

Hand-written sentences, not taken from any benchmark set."""

from __future__ import annotations

from datetime import datetime, timezone
from types import SimpleNamespace

import pytest

from shared.domain import timeframe
from shared.domain.retrieval import Candidate
from shared.ports.vectorstore import QueryFilter
from shared.usecases import search

AT = datetime(2026, 5, 20, 9, 0, tzinfo=timezone.utc)


@pytest.mark.parametrize("question, rest, event, days, before", [
    ("anything in the fortnight before her triathlon", "anything", "her triathlon", 14, True),
    ("how was piotr the week after the op?", "how was piotr ?", "the op", 7, False),
    ("his sleep in the 3 days before the race", "his sleep", "the race", 3, True),
    ("what did she eat the two weeks leading up to the wedding", "what did she eat", "the wedding", 14, True),
    ("the weekend after his move, any news", "any news", "his move", 3, False),
])
def test_a_span_around_an_event_is_read(question, rest, event, days, before):
    left, span = timeframe.event_span(question)
    assert span is not None
    assert (" ".join(left.replace(",", " ").split()), span.event, span.days, span.before) == (
        " ".join(rest.split()), event, days, before)


@pytest.mark.parametrize("question", [
    "what did he do the week before last",
    "the day after tomorrow",
    "the day before?",
    "how is his knee after squats",
    "what did she say last week",
])
def test_no_span_without_an_event(question):
    assert timeframe.event_span(question) == (question, None)


def test_the_span_holds_the_event_day_on_either_side():
    _, before = timeframe.event_span("the fortnight before the race")
    window = before.window(AT)
    assert window.since == datetime(2026, 5, 5, 9, 0, tzinfo=timezone.utc)
    assert window.until == datetime(2026, 5, 21, 9, 0, tzinfo=timezone.utc)
    _, after = timeframe.event_span("the week after the race")
    window = after.window(AT)
    assert (window.since, window.until) == (datetime(2026, 5, 19, 9, 0, tzinfo=timezone.utc),
                                            datetime(2026, 5, 28, 9, 0, tzinfo=timezone.utc))


def _candidate(id_: str, relevance: float, ts: float) -> Candidate:
    return Candidate(id_, relevance, relevance, {"ts": ts, "text": id_}, {})


def _backends(threshold: float = 0.7) -> SimpleNamespace:
    return SimpleNamespace(settings=SimpleNamespace(relevance_threshold=threshold))


def test_the_event_is_dated_by_its_best_record_over_every_date(monkeypatch):
    asked: list[tuple[str, QueryFilter]] = []

    def fake(backends, trainer_id, query, top_k, query_filter):
        asked.append((query, query_filter))
        return [_candidate("plan", 0.75, 100.0), _candidate("race day", 0.9, AT.timestamp())]

    monkeypatch.setattr(search, "search_candidates", fake)
    within = QueryFilter(client_id="piotr", since_ts=1.0, until_ts=2.0)
    rest, when = search.event_period(_backends(), "coach", "anything in the week before his race", within,
                                     "Piotr Nowak", ["Piotr Nowak"])
    assert rest == "anything"
    assert when is not None and when.until == datetime(2026, 5, 21, 9, 0, tzinfo=timezone.utc)
    assert asked == [("his race", QueryFilter(client_id="piotr"))]


def test_an_event_no_record_dates_leaves_the_question_as_asked(monkeypatch):
    monkeypatch.setattr(search, "search_candidates", lambda *a: [_candidate("weak", 0.5, 100.0)])
    question = "anything in the week before his race"
    names = ("Piotr Nowak", ["Piotr Nowak"])
    assert search.event_period(_backends(), "coach", question, QueryFilter(client_id="piotr"), *names) == (question, None)
    # No client: nobody's event to date.
    assert search.event_period(_backends(0.4), "coach", question, QueryFilter(), *names) == (question, None)


def test_a_topic_asked_around_an_event_stays_as_asked(monkeypatch):
    # "his resting heart rate" is a topic of its own: the span could cut off its records, so none is read.
    monkeypatch.setattr(search, "search_candidates", lambda *a: [_candidate("race day", 0.9, AT.timestamp())])
    names = ("Piotr Nowak", ["Piotr Nowak"])
    topic = "piotr's resting heart rate the week before his race"
    assert search.event_period(_backends(), "coach", topic, QueryFilter(client_id="piotr"), *names) == (topic, None)
    news = "what did piotr say the week before his race"
    rest, when = search.event_period(_backends(), "coach", news, QueryFilter(client_id="piotr"), *names)
    assert when is not None and rest == "what did piotr say"
