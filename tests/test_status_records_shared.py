"""A status question's records, read by one function for chatWithAI and semanticSearch
(search.status_records): the kind named, "since <event>", the last weeks' best, and a search
request's own dates kept to. Hand-written records, none from a benchmark set."""

from __future__ import annotations

from dataclasses import replace
from datetime import datetime, timezone
from types import SimpleNamespace

import pytest

from shared.domain.documents import message_vector_id
from shared.domain.models import SearchRequest
from shared.domain.retrieval import Candidate
from shared.kernel.config import Settings
from shared.ports.vectorstore import QueryFilter, VectorRecord
from shared.usecases import search
from shared.usecases.backends import Backends, Offline
from shared.usecases import intent
from shared.usecases.indexing import build_message_record
from shared.usecases.tenancy import ClientRef

TRAINER = "coach"
NOW = datetime(2027, 6, 20, 9, tzinfo=timezone.utc)


def at(month: int, day: int) -> datetime:
    return datetime(2027, month, day, 10, tzinfo=timezone.utc)


# Leopold's news: winter in January, the last weeks in June.
HISTORY = [
    ("jan-a", "feeling strong this month, squats moving well and sleeping 8 hours", at(1, 10)),
    ("jan-b", "bit of a cold this week but training through it, energy ok", at(1, 24)),
    ("jun-a", "honestly exhausted lately, work is brutal and my back is stiff", at(6, 12)),
    ("jun-b", "good week, hit every session and the back feels looser", at(6, 18)),
]


@pytest.fixture
def offline(tmp_path, embedder, store):
    settings = Settings(local_store_path=tmp_path / "vectors.sqlite3")
    b = Backends(settings=settings, embedder_override=embedder, store_override=store,
                 offline=Offline(roster=lambda trainer: [ClientRef("leopold", "Leopold Varga")]))
    records = []
    for mid, text, when in HISTORY:
        doc = {"senderId": "leopold", "senderName": "Leopold Varga", "text": text, "createdAt": when}
        rendered, meta = build_message_record("chat-leopold", mid, TRAINER, "leopold", doc, embedder.model_id)
        records.append((message_vector_id("chat-leopold", mid), rendered, meta))
    vectors = embedder.embed([r[1] for r in records])
    store.upsert(TRAINER, [VectorRecord(vid, v, meta) for (vid, _, meta), v in zip(records, vectors)])
    return b


def test_a_status_search_with_its_own_dates_keeps_to_them(offline):
    # Without dates, the last weeks' news joins (how the client is now).
    plain = search.semantic_search(offline, TRAINER, SearchRequest(query="how is leopold doing", limit=10), now=NOW)
    assert {"jun-a", "jun-b"} & {r.messageId for r in plain.results}
    # With the request's own January, nothing of June: the dates are the caller's filter.
    january = search.semantic_search(offline, TRAINER, SearchRequest(
        query="how is leopold doing", limit=10, since=at(1, 1), until=at(1, 31)), now=NOW)
    assert january.results
    assert all(at(1, 1).timestamp() * 1000 <= r.timestamp <= at(1, 31).timestamp() * 1000 for r in january.results)


def _candidate(id_: str, relevance: float, ts: float, kind: str = "message") -> Candidate:
    return Candidate(id_, relevance, relevance, {"ts": ts, "text": id_, "sourceType": kind}, {})


def _Backends() -> SimpleNamespace:
    return SimpleNamespace(settings=SimpleNamespace(relevance_threshold=0.7))


def test_since_an_event_starts_at_it_and_a_dated_filter_reads_no_event_and_no_recent(monkeypatch):
    asked: list[tuple[str, QueryFilter]] = []
    trial = at(3, 1).timestamp()

    def lookup(backends, trainer_id, query, top_k, query_filter):
        asked.append((query, query_filter))
        if query != intent.STATUS_QUERY:  # the event's words
            return [_candidate("trial day", 0.9, trial)]
        return [_candidate(f"news-{len(asked)}", 0.5, trial + 86400)]

    monkeypatch.setattr(search, "search_candidates", lookup)
    scope = QueryFilter(client_id="leopold", source_types=("message", "session_note"))
    telling, used = search.status_records(_Backends(), TRAINER, "hows leopold getting on since the trial", scope,
                                          None, 24, NOW)
    assert used.since_ts == trial and telling
    # The event looked up, the status query from the event on, then the last weeks' best.
    assert [q for q, _ in asked][1:] == [intent.STATUS_QUERY, intent.STATUS_QUERY]
    assert asked[-1][1].until_ts == NOW.timestamp()

    asked.clear()
    dated = QueryFilter(client_id="leopold", source_types=("message",), since_ts=at(1, 1).timestamp(),
                        until_ts=at(1, 31).timestamp())
    _, used = search.status_records(_Backends(), TRAINER, "hows leopold getting on since the trial", dated, None, 24, NOW)
    assert used == dated
    assert [(q, f) for q, f in asked] == [(intent.STATUS_QUERY, dated)]


def test_the_kind_named_is_searched_first_and_every_kind_when_the_client_has_none_of_it(monkeypatch):
    filters: list[QueryFilter] = []

    def lookup(backends, trainer_id, query, top_k, query_filter):
        filters.append(query_filter)
        if query_filter.source_types == ("checkin",):
            return []
        return [_candidate("a message", 0.5, at(5, 1).timestamp())]

    monkeypatch.setattr(search, "search_candidates", lookup)
    every = QueryFilter(client_id="leopold", source_types=("message", "checkin"))
    telling, used = search.status_records(_Backends(), TRAINER, "leopold's check-ins", every, "checkin", 24, NOW)
    assert [f.source_types for f in filters[:2]] == [("checkin",), ("message", "checkin")]
    assert used == every and [c.id for c in telling][:1] == ["a message"]
    # With a period asked, none of the kind in it is none (kinds_in_period, h-when28): May's messages do not
    # answer "leopold's check-in in may".
    filters.clear()
    dated = replace(every, since_ts=at(5, 1).timestamp(), until_ts=at(5, 31).timestamp())
    telling, used = search.status_records(_Backends(), TRAINER, "leopold's check-in in may", dated, "checkin", 24, NOW)
    assert [f.source_types for f in filters] == [("checkin",)]
    assert used == replace(dated, source_types=("checkin",)) and telling == []


def test_a_failing_recent_lookup_adds_nothing(monkeypatch):
    from shared.kernel.errors import SearchUnavailable

    def lookup(backends, trainer_id, query, top_k, query_filter):
        if query_filter.until_ts is not None:  # the last weeks'
            raise SearchUnavailable()
        return [_candidate("old news", 0.5, at(1, 5).timestamp())]

    monkeypatch.setattr(search, "search_candidates", lookup)
    telling, _ = search.status_records(_Backends(), TRAINER, "how is leopold", QueryFilter(client_id="leopold"),
                                       None, 24, NOW)
    assert [c.id for c in telling] == ["old news"]


@pytest.mark.emulator
def test_chat_reads_a_status_question_through_the_same_function(db, backends, monkeypatch):
    from shared.usecases import indexing
    from shared.usecases.chat import service
    from shared.usecases.chat.models import ChatRequest
    from tests.factories import add_client, add_message, chat_id_for

    add_client(db, TRAINER, "leopold", "Leopold Varga")
    for mid, text, when in HISTORY:
        add_message(db, "leopold", mid, text, "Leopold Varga", at=when)
        assert indexing.sync_message(backends, chat_id_for("leopold"), mid).outcome == "indexed"
    calls = []
    real = search.status_records

    def spy(*args):
        calls.append(args[2:6])
        return real(*args)

    monkeypatch.setattr(search, "status_records", spy)
    prepared = service.prepare(backends, TRAINER, ChatRequest(message="how is leopold doing?"), now=NOW)
    assert calls and calls[0][1].client_id == "leopold" and calls[0][3] == service.TOP_K
    offered = {s.metadata.get("sourceId") for s in prepared.prompt.sources}
    assert {"jun-a", "jun-b"} & offered
    found = {r.messageId for r in search.semantic_search(
        backends, TRAINER, SearchRequest(query="how is leopold doing?", limit=10), now=NOW).results}
    assert offered & found


@pytest.mark.parametrize("types, found_of_kind, searched, expected", [
    (("message", "session_note"), ["note"], [("session_note",)], ["note"]),  # the kind named answers
    (("message", "session_note"), [], [("session_note",), ("message", "session_note")], ["a message"]),  # none of it
    (("session_note",), [], [("session_note",)], []),                         # only that kind: searched once
    (("message",), ["note"], [("message",)], ["a message"]),                  # the kind not searched
])
def test_the_kind_named_first_then_every_kind(types, found_of_kind, searched, expected, monkeypatch):
    filters: list[QueryFilter] = []

    def lookup(backends, trainer_id, query, top_k, query_filter):
        filters.append(query_filter)
        if query_filter.source_types == ("session_note",):
            return [_candidate(i, 0.8, at(5, 1).timestamp(), "session_note") for i in found_of_kind]
        return [_candidate("a message", 0.5, at(5, 2).timestamp())]

    monkeypatch.setattr(search, "search_candidates", lookup)
    scope = QueryFilter(client_id="leopold", source_types=types)
    found, used = search.kind_first(_Backends(), TRAINER, "his squat", 24, scope, "session_note")
    assert [f.source_types for f in filters] == searched
    assert used.source_types == searched[-1] and [c.id for c in found] == expected


@pytest.mark.parametrize("kinds, day, expected", [
    (("metric_summary",), datetime(2027, 5, 1).date(), []),                        # the week's weigh-in alone: none
    (("metric_summary", "message"), datetime(2027, 5, 1).date(), ["r0", "r1"]),    # a message of the day: both
    (("metric_summary",), None, ["r0"]),                                           # no one day named: the week answers
])
def test_a_named_day_that_only_weekly_summaries_fall_in_has_no_news(kinds, day, expected, monkeypatch):
    # "nilesh on halloween": the window holds only the weekly summary ("Weight, week of Oct 31 … 1 reading"),
    # which is no news of the day (day_readings.only_the_weeks; h-fail54, blind43 and blind42 dev).
    def lookup(backends, trainer_id, query, top_k, query_filter):
        return [_candidate(f"r{i}", 0.5, at(5, 1).timestamp(), kind) for i, kind in enumerate(kinds)]

    monkeypatch.setattr(search, "search_candidates", lookup)
    dated = QueryFilter(client_id="leopold", since_ts=at(5, 1).timestamp(), until_ts=at(5, 2).timestamp())
    telling, used = search.status_records(_Backends(), TRAINER, "leopold on may day", dated, None, 24, NOW, "", day)
    assert sorted(c.id for c in telling) == expected and used == dated
    # A kind named ("leopold's health data on may day") asks for the summaries themselves.
    if not expected:
        telling, _ = search.status_records(_Backends(), TRAINER, "leopold's health data on may day", dated,
                                           "metric_summary", 24, NOW, "", day)
        assert [c.id for c in telling] == ["r0"]
