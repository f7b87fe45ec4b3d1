"""A note or a check-in named by its place in time ("in my first note on ana", "her last check-in")
or by the client's own event ("ana check-in after the move", "his check-in while he was in the cast"):
shared/domain/ordinal.py, shared/usecases/ordinal_lookup.py, timeframe.record_event_span, search.event_period.

Hand-written sentences and records, not taken from any benchmark set."""

from __future__ import annotations

from datetime import datetime, timezone
from types import SimpleNamespace

import pytest

from shared.domain import ordinal, timeframe
from shared.domain.retrieval import Candidate
from shared.kernel.errors import SearchUnavailable
from shared.ports.vectorstore import QueryFilter
from shared.usecases import ordinal_lookup
from shared.usecases import search
from shared.usecases import intent

AT = datetime(2031, 3, 10, 9, 0, tzinfo=timezone.utc)


def note(id_: str, day: int, coverage: float = 0.5, kind: str = "session_note", relevance: float = 0.6) -> Candidate:
    ts = datetime(2031, 3, day, tzinfo=timezone.utc).timestamp()
    return Candidate(id_, 0.4, relevance, {"sourceType": kind, "ts": ts, "clientId": "ana", "text": id_},
                     {"coverage": coverage})


@pytest.mark.parametrize("question, which", [
    ("squat depth in my first note on ana", ordinal.FIRST),
    ("what did the earliest check-in say about her sleep", ordinal.FIRST),
    ("ana's very first session note", ordinal.FIRST),
    ("stress in her last check-in", ordinal.LAST),
    ("what did my most recent note say about the hip", ordinal.LAST),
    ("the first time she squatted", None),
    ("what did i say in our last call", None),   # a recording: its segments, not one record
    ("anything in my notes about her hip", None),
])
def test_the_ordinal_of_a_named_record(question, which):
    assert ordinal.asked_ordinal(question) == which


def test_the_first_and_last_record_of_the_kind():
    records = [note("mid", 12), note("early", 3), note("late", 25), note("ci", 1, kind="checkin")]
    assert ordinal.pick(records, "session_note", ordinal.FIRST).id == "early"
    assert ordinal.pick(records, "session_note", ordinal.LAST).id == "late"
    assert ordinal.pick(records, "transcript_segment", ordinal.FIRST) is None


def test_the_record_answers_when_it_shares_a_word_or_nothing_else_is_asked():
    assert ordinal.answers(note("n", 3, coverage=0.5), has_topic=True)
    assert not ordinal.answers(note("n", 3, coverage=0.0), has_topic=True)
    assert ordinal.answers(note("n", 3, coverage=0.0), has_topic=False)


def test_the_use_case_looks_before_the_earliest_ranked_record():
    seen: list[QueryFilter] = []

    def lookup(scope: QueryFilter) -> list[Candidate]:
        seen.append(scope)
        return [note("intake", 2)]

    scope = QueryFilter(client_id="ana", source_types=("session_note",))
    found = ordinal_lookup.named_record("squat depth in my first note on ana", "session_note",
                                        [note("mid", 12), note("early", 5)], scope, lookup)
    assert found is not None and found.id == "intake"
    assert seen[0].until_ts == note("early", 5).metadata["ts"] and seen[0].since_ts is None


def test_the_use_case_needs_one_client_and_the_kind_alone():
    def fails(scope: QueryFilter) -> list[Candidate]:
        raise SearchUnavailable()

    question = "squat depth in my first note on ana"
    ranked = [note("mid", 12), note("early", 5)]
    assert ordinal_lookup.named_record(question, "session_note", ranked, QueryFilter(source_types=("session_note",)),
                                       fails) is None
    everything = QueryFilter(client_id="ana", source_types=("session_note", "message"))
    assert ordinal_lookup.named_record(question, "session_note", ranked, everything, fails) is None
    # A failed look-up keeps the ranked records' own first.
    only = QueryFilter(client_id="ana", source_types=("session_note",))
    assert ordinal_lookup.named_record(question, "session_note", ranked, only, fails).id == "early"
    assert ordinal_lookup.named_record("squat depth in my notes", "session_note", ranked, only, fails) is None


@pytest.mark.parametrize("question, kind, rest", [
    ("ana check-in after the move", "checkin", "ana after the move"),
    ("what did the check-in say about sleep", "checkin", "what did say about sleep"),
    ("she will check in on friday", None, "she will check in on friday"),
])
def test_a_hyphenated_check_in_names_the_record(question, kind, rest):
    assert intent.named_source(question) == (kind, rest)


@pytest.mark.parametrize("question, rest, event, days, before", [
    ("ana after the move", "ana", "the move", timeframe.RECORD_SPAN_DAYS, False),
    ("tom while he was in the cast", "tom", "he was in the cast", timeframe.RECORD_STATE_DAYS, False),
    ("ana before her exams", "ana", "her exams", timeframe.RECORD_SPAN_DAYS, True),
    ("ana the week after the move", "ana", "the move", 7, False),
])
def test_a_record_dated_by_the_event_alone(question, rest, event, days, before):
    left, span = timeframe.record_event_span(question)
    assert span is not None and (left, span.event, span.days, span.before) == (rest, event, days, before)


@pytest.mark.parametrize("question", ["ana after that", "how is her knee"])
def test_no_record_span_without_an_event(question):
    assert timeframe.record_event_span(question) == (question, None)


def test_the_event_alone_dates_only_a_named_record(monkeypatch):
    monkeypatch.setattr(search, "search_candidates",
                        lambda *a: [Candidate("moved", 0.9, 0.9, {"ts": AT.timestamp(), "text": "moved"}, {})])
    backends = SimpleNamespace(settings=SimpleNamespace(relevance_threshold=0.7))
    names = ("Ana Lind", ["Ana Lind"])
    scope = QueryFilter(client_id="ana")
    rest, when = search.event_period(backends, "coach", "ana after the move", scope, *names, "checkin")
    assert rest == "ana" and when is not None
    assert when.until == datetime(2031, 3, 25, 9, 0, tzinfo=timezone.utc)
    # Not named: "after the move" alone is no span (a topic's records stay as asked).
    assert search.event_period(backends, "coach", "ana after the move", scope, *names) == ("ana after the move", None)
