""""In the run-up to <event>" is a time BEFORE the client's event, not the words "run" and "up"
(timeframe.event_span, timeframe.without_run_up): with no length given it is RUN_UP_DAYS before the
event; when the question gives its own dates the clause only says which side of the event they are,
and leaves the ranked question.

Hand-written sentences, not taken from any benchmark set."""

from __future__ import annotations

from datetime import datetime, timezone

import pytest

from shared.domain import timeframe


@pytest.mark.parametrize("question, rest, event", [
    ("anything from him in the run-up to the derby", "anything from him", "the derby"),
    ("what did she say in the lead-up to her exams", "what did she say", "her exams"),
    ("his mood during the build up to the wedding", "his mood", "the wedding"),
    ("how was she over her run-up to the audition?", "how was she ?", "the audition"),
])
def test_a_run_up_with_no_length_is_a_span_before_the_event(question, rest, event):
    left, span = timeframe.event_span(question)
    assert span is not None
    assert (" ".join(left.split()), span.event, span.days, span.before) == (
        " ".join(rest.split()), event, timeframe.RUN_UP_DAYS, True)


def test_the_span_ends_on_the_event_day():
    _, span = timeframe.event_span("anything in the run-up to the derby")
    at = datetime(2026, 6, 20, 15, 0, tzinfo=timezone.utc)
    window = span.window(at)
    assert window.since < at.replace(day=1) and at < window.until
    assert (window.until - at).days <= 1


@pytest.mark.parametrize("question", [
    "can he build up to 10k by june",       # the verb, no determiner: a plan, not a time
    "we had a long run up the hill",
    "in the run-up to tomorrow",           # a day, not an event
])
def test_no_run_up_span(question):
    assert timeframe.event_span(question) == (question, None)


@pytest.mark.parametrize("question, rest", [
    ("her sleep in the run-up to the derby, early may", "her sleep , early may"),
    ("him in the lead up to his grading,", "him ,"),
    ("how was her knee", "how was her knee"),
    ("can he build up to 10k", "can he build up to 10k"),
])
def test_the_clause_leaves_a_question_with_its_own_dates(question, rest):
    assert timeframe.without_run_up(question) == rest


def test_the_words_run_and_up_do_not_reach_the_ranked_question():
    # "run" in the ranked question found "running late" as a keyword.
    question, when = timeframe.extract("tomas in the run-up to the regatta, last week",
                                       datetime(2026, 5, 20, 9, 0, tzinfo=timezone.utc))
    assert when is not None
    assert "run" not in timeframe.without_run_up(question).lower().split()


def _candidate(id_: str, relevance: float, ts: float):
    from shared.domain.retrieval import Candidate
    return Candidate(id_, relevance, relevance, {"ts": ts, "text": id_}, {})


def _backends():
    from types import SimpleNamespace
    return SimpleNamespace(settings=SimpleNamespace(relevance_threshold=0.7))


AT = datetime(2026, 6, 20, 15, 0, tzinfo=timezone.utc)
NAMES = ("Tomas Berg", ["Tomas Berg"])


def test_a_topic_in_the_run_up_is_the_topic_before_the_event(monkeypatch):
    # The event's words ranked the event's own records (after the time asked) first: the topic is
    # searched before the event day, however far back it began.
    from shared.ports.vectorstore import QueryFilter
    from shared.usecases import search
    monkeypatch.setattr(search, "search_candidates", lambda *a: [_candidate("derby day", 0.9, AT.timestamp())])
    rest, when = search.event_period(_backends(), "coach", "tomas's ankle in the run-up to the derby",
                                     QueryFilter(client_id="tomas"), *NAMES)
    assert rest == "tomas's ankle"
    assert when is not None and when.until == datetime(2026, 6, 21, 15, 0, tzinfo=timezone.utc)
    assert when.since.year < 2000


def test_no_topic_in_the_run_up_is_the_weeks_before(monkeypatch):
    from shared.ports.vectorstore import QueryFilter
    from shared.usecases import search
    monkeypatch.setattr(search, "search_candidates", lambda *a: [_candidate("derby day", 0.9, AT.timestamp())])
    rest, when = search.event_period(_backends(), "coach", "what did tomas say in the run-up to the derby",
                                     QueryFilter(client_id="tomas"), *NAMES)
    assert rest == "what did tomas say"
    assert when is not None and (AT - when.since).days == timeframe.RUN_UP_DAYS + 1


def test_a_topic_with_a_sized_span_still_stays_as_asked(monkeypatch):
    from shared.ports.vectorstore import QueryFilter
    from shared.usecases import search
    monkeypatch.setattr(search, "search_candidates", lambda *a: [_candidate("derby day", 0.9, AT.timestamp())])
    topic = "tomas's ankle the week before the derby"
    assert search.event_period(_backends(), "coach", topic, QueryFilter(client_id="tomas"), *NAMES) == (topic, None)
