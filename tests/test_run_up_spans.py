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
