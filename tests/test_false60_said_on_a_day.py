""""What did <someone> say on <a day named loosely>" read of the day alone (shared/domain/said_on_a_day.py and
search.status_records, the step chatWithAI and semanticSearch share; h-false60)."""
from __future__ import annotations

from datetime import date, datetime, timezone
from types import SimpleNamespace

from shared.domain import said_on_a_day
from shared.ports.vectorstore import QueryFilter
from shared.usecases import search

DAY = date(2006, 5, 20)
PADDED = datetime(2006, 5, 17, tzinfo=timezone.utc).timestamp()  # "on the 20th of may", three days each side
UNPADDED = datetime(2006, 5, 20, tzinfo=timezone.utc).timestamp()  # "on good friday": the day and the morning after
START = datetime(2006, 5, 20, tzinfo=timezone.utc).timestamp()


def test_what_was_said_on_a_loosely_named_day_is_read_of_the_day_alone():
    assert said_on_a_day.the_day_alone("what did clodagh say", DAY, PADDED) == (START, START + 86399)
    # As the decision reads it, the client's name taken off.
    assert said_on_a_day.the_day_alone("what did say", DAY, PADDED) == (START, START + 86399)
    assert said_on_a_day.the_day_alone("what did she send", DAY, PADDED) == (START, START + 86399)


def test_other_questions_and_unpadded_days_are_not_read():
    # A topic asked: the padding is there for its records ("the knee's record of the 18th").
    assert said_on_a_day.the_day_alone("what did she say about her knee", DAY, PADDED) is None
    assert said_on_a_day.the_day_alone("clodagh's knee", DAY, PADDED) is None
    # A feast's day is read unpadded already, its morning after kept on purpose.
    assert said_on_a_day.the_day_alone("what did gaz say", DAY, UNPADDED) is None
    # No one day named.
    assert said_on_a_day.the_day_alone("what did clodagh say", None, PADDED) is None


def test_said_records_are_the_speakers_own():
    types = said_on_a_day.said_types()
    assert "message" in types and "transcript_segment" in types and "checkin" in types
    assert not {"session_note", "client_profile", "metric_summary", "lab_panel"} & set(types)


def test_the_status_records_of_what_was_said_on_a_day_are_the_days_own(monkeypatch):
    asked: list[QueryFilter] = []

    def kind_first(backends, trainer_id, query, top_k, query_filter, named_type):
        asked.append(query_filter)
        return [], query_filter

    monkeypatch.setattr(search, "kind_first", kind_first)
    padded = QueryFilter(client_id="clodagh", since_ts=PADDED, until_ts=PADDED + 7 * 86400,
                         source_types=("message", "session_note", "metric_summary"))
    now = datetime(2006, 7, 1, tzinfo=timezone.utc)
    found, searched = search.status_records(SimpleNamespace(), "t", "what did clodagh say", padded, None, 30, now,
                                            day=DAY)
    # None of the day's: nothing, and the question is refused as a period that holds nothing is.
    assert found == []
    assert (searched.since_ts, searched.until_ts, searched.source_types) == (START, START + 86399, ("message",))
    # A question of a topic, or a feast's day, keeps the window it was asked with.
    search.status_records(SimpleNamespace(), "t", "what did clodagh say about the knee", padded, None, 30, now,
                          day=DAY)
    assert (asked[-1].since_ts, asked[-1].until_ts) == (padded.since_ts, padded.until_ts)
