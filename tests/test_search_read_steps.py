"""semanticSearch's reading after the period, in its steps (shared/usecases/search.py `_read`): the steps that read
the question alone (no store, no emulator), and the guards of the ways of asking again, which must not search when
the records kept, the records led, or the question itself already settle it."""

from __future__ import annotations

from datetime import datetime, timezone
from types import SimpleNamespace

import pytest

from shared.domain import answerability, timeframe
from shared.domain.answerability import Decision
from shared.domain.models import SearchRequest
from shared.domain.retrieval import Candidate
from shared.ports.vectorstore import QueryFilter
from shared.usecases import search
from shared.usecases.tenancy import ClientRef

NOW = datetime(2026, 3, 12, 10, 0, tzinfo=timezone.utc)  # a Thursday
ROSTER = [ClientRef("c1", "Gordon Reid"), ClientRef("c2", "Ingrid Moss")]


def _asked(typed: str, **fields) -> search._Asked:
    request = SearchRequest(query=typed)
    a = search._Asked(typed, request, ROSTER, QueryFilter(), typed, None, fields.pop("asked", typed))
    for name, value in fields.items():
        setattr(a, name, value)
    return a


def _candidate(text: str, relevance: float = 0.9) -> Candidate:
    return Candidate(id=text, cosine=relevance, relevance=relevance, metadata={"text": text, "clientId": "c1"})


def _found(kept=(), led=(), reason="relevant") -> search._Found:
    decision = Decision(answerable=reason == "relevant", reason=reason)
    return search._Found([], QueryFilter(), None, decision, list(kept), [], list(led))


def _no_backends():
    """Backends no guarded step may touch: any attribute read fails the test."""
    class Untouched:
        def __getattr__(self, name):
            raise AssertionError(f"searched: backends.{name}")
    return Untouched()


# --- the period ------------------------------------------------------------------------------------------------


def test_period_read_keeps_to_the_period_and_says_it():
    a = _asked("gordon's knee last month")
    assert search._period_read(a, NOW, week_before=False)
    assert a.when is not None and "last month" not in a.asked
    assert a.query_filter.since_ts == a.when.since.timestamp()
    assert a.query_filter.until_ts == a.when.until.timestamp()
    assert a.applied is not None and a.applied.phrase == a.when.phrase


def test_period_read_without_a_period_leaves_the_scope():
    a = _asked("gordon's knee")
    assert search._period_read(a, NOW, week_before=False)
    assert a.when is None and a.applied is None and a.asked == "gordon's knee"
    assert a.query_filter.since_ts is None and a.query_filter.until_ts is None


def test_period_read_of_the_week_before_reads_nothing_without_this_week():
    # Read again as the last seven days only for "this week" asked early in the week: any other query is no search.
    assert not search._period_read(_asked("gordon's knee last month"), NOW, week_before=True)
    monday = datetime(2026, 3, 9, 9, 0, tzinfo=timezone.utc)
    a = _asked("gordon's bp this week")
    assert search._period_read(a, monday, week_before=True)
    assert (monday - a.when.since).days >= 6


def test_in_period_sets_the_scope_and_the_response_period():
    a = _asked("anything before his comp")
    when = timeframe.Timeframe(datetime(2026, 2, 1, tzinfo=timezone.utc), datetime(2026, 2, 15, tzinfo=timezone.utc),
                               "before his comp")
    a.in_period(when)
    assert a.when is when
    assert (a.query_filter.since_ts, a.query_filter.until_ts) == (when.since.timestamp(), when.until.timestamp())
    assert a.applied.phrase == "before his comp"


# --- the topic -------------------------------------------------------------------------------------------------


def test_topic_read_has_no_client_name_and_needs_a_client():
    a = _asked("gordon knee", asked="gordon knee", client=ROSTER[0])
    search._topic_read(a)
    assert a.topic == "knee"
    b = _asked("gordon knee", asked="gordon knee")
    search._topic_read(b)
    assert b.topic == ""


def test_response_says_the_query_as_typed():
    a = _asked("gordn's knee")
    response = a.response([])
    assert response.query == "gordn's knee" and response.count == 0 and response.period is None


# --- the ways of asking again: guarded before any search ---------------------------------------------------------


@pytest.mark.parametrize("found", [_found(kept=[_candidate("knee ok")]), _found(led=[_candidate("knee ok")])])
def test_with_period_name_not_asked_when_kept_or_led(found):
    a = _asked("imran kilos ramadan", topic="kilos", client=ROSTER[0],
               when=timeframe.Timeframe(NOW, NOW, "in ramadan", named="ramadan"))
    search._with_period_name(_no_backends(), "t", a, found, 0.5)
    assert a.query == "" and a.asked == "imran kilos ramadan"


def test_with_period_name_not_asked_of_a_calendar_period_or_no_topic():
    calendar = _asked("imran kilos may", topic="kilos", when=timeframe.Timeframe(NOW, NOW, "in may"))
    search._with_period_name(_no_backends(), "t", calendar, _found(), 0.5)
    no_topic = _asked("imran ramadan", topic="", when=timeframe.Timeframe(NOW, NOW, "in ramadan", named="ramadan"))
    search._with_period_name(_no_backends(), "t", no_topic, _found(), 0.5)
    assert calendar.asked == "imran kilos may" and no_topic.asked == "imran ramadan"


def test_with_period_name_keeps_only_records_saying_an_own_word(monkeypatch):
    said = [_candidate("3 kilo down in ramadan")]
    name_only = [_candidate("ramadan started today")]
    for records, kept in ((said, said), (name_only, [])):
        monkeypatch.setattr(search, "kind_first", lambda *args, r=records: (r, QueryFilter(client_id="c1")))
        monkeypatch.setattr(search, "decide", lambda *args, **kw: Decision(answerable=True, reason="relevant"))
        a = _asked("imran kilos", asked="imran kilos", query="kilos", topic="kilos", client=ROSTER[0],
                   when=timeframe.Timeframe(NOW, NOW, "in ramadan", named="ramadan"))
        a.request = SearchRequest(query="imran kilos in ramadan")
        found = _found(reason="topic_absent")
        search._with_period_name(SimpleNamespace(), "t", a, found, 0.5)
        assert (a.query, a.asked) == ("kilos ramadan", "imran kilos ramadan")
        assert [c.id for c in found.kept] == [c.id for c in kept]
        assert found.pool == records and found.candidates == records
        assert found.searched == QueryFilter(client_id="c1")


def test_thread_slot_not_asked_without_a_thread_or_when_led_or_of_an_unknown_subject():
    thread = SimpleNamespace(turns=[], focus_client_id="c1")
    a = _asked("which hospital", client=ROSTER[0])
    for found, of in ((_found(), None), (_found(led=[_candidate("x")]), thread),
                      (_found(reason="unknown_subject"), thread)):
        search._thread_slot(_no_backends(), "t", a, found, of, 0.5, None, NOW)
        assert found.kept == []


def test_with_detail_and_opening_not_asked_when_kept():
    thread = SimpleNamespace(turns=[], focus_client_id="c1")
    a = _asked("how long out", topic="long out", client=ROSTER[0], detail_of="hamstring")
    found = _found(kept=[_candidate("hamstring strain, two weeks out")])
    search._with_detail(_no_backends(), "t", a, found, 0.5)
    search._with_opening(_no_backends(), "t", a, found, thread, 0.5, NOW)
    assert a.asked == "how long out" and len(found.kept) == 1
    # No thing a detail is asked of: never asked again with one.
    search._with_detail(_no_backends(), "t", _asked("how long out", topic="long out", client=ROSTER[0]), _found(), 0.5)


# --- the topic's own words said, one reading for the chat and the search ------------------------------------------


def test_says_own_word():
    assert answerability.says_own_word("kilos", [{"text": "3 kilo down in ramadan"}])
    assert not answerability.says_own_word("kilos", [{"text": "ramadan started today"}])
    assert not answerability.says_own_word("kilos", [])
    assert answerability.says_own_word("", [])  # a topic of no words
