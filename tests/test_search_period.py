"""semanticSearch reads a period from the query as chatWithAI does (shared/usecases/search.py,
`asked_period`; shared/domain/timeframe.py): "in april", "last month" keep the results to that
period and are not ranked by as words; the request's own since/until win over the words; a query
without period words is searched as before. Hand-written records, local MiniLM and store, no
Firestore (the roster comes from `Offline`)."""

from __future__ import annotations

from datetime import datetime, timezone

import pytest

from shared.domain import timeframe
from shared.domain.documents import message_vector_id
from shared.domain.models import SearchRequest
from shared.kernel.config import Settings
from shared.ports.vectorstore import VectorRecord
from shared.usecases.backends import Backends, Offline
from shared.usecases.indexing import build_message_record
from shared.usecases.search import semantic_search
from shared.usecases.tenancy import ClientRef

NOW = datetime(2026, 5, 30, 9, 0, tzinfo=timezone.utc)
TRAINER = "coach"
CHAT = "chat-sarah"


def at(month: int, day: int, hour: int = 10) -> datetime:
    return datetime(2026, month, day, hour, tzinfo=timezone.utc)


# (id, sender, text, when): Sarah's knee came up in January only; March to May hold other things.
HISTORY = [
    ("knee", "sarah", "my left knee hurts on the stairs after squats", at(1, 12)),
    ("knee-reply", TRAINER, "Ice it tonight and we skip lunges this week", at(1, 12, 11)),
    ("knee-better", "sarah", "knee is a bit better, stairs are fine now", at(1, 20)),
    ("shoes", "sarah", "new running shoes arrived, bright orange", at(4, 3)),
    ("booked", "sarah", "Booked in for Thursday, see you then", at(4, 9)),
    ("work", "sarah", "work has been mad busy, barely slept this week", at(3, 16)),
    ("holiday", "sarah", "off to Lisbon for a week on Saturday", at(4, 24)),
    ("pb", "sarah", "deadlift 100kg for a single, new pb!!", at(5, 6)),
    ("meal", "sarah", "meal prep sunday went well, chicken and rice for days", at(5, 11)),
]


@pytest.fixture
def backends(tmp_path, embedder, store):
    settings = Settings(local_store_path=tmp_path / "vectors.sqlite3")
    b = Backends(settings=settings, embedder_override=embedder, store_override=store,
                 offline=Offline(roster=lambda trainer: [ClientRef("sarah", "Sarah Kim")]))
    index(embedder, store, HISTORY)
    return b


def index(embedder, store, rows) -> None:
    """Sarah's chat messages, indexed as embedMessage builds them."""
    records = []
    for mid, sender, text, when in rows:
        doc = {"senderId": sender, "senderName": "Sarah Kim" if sender == "sarah" else "Coach Maya", "text": text,
               "createdAt": when}
        rendered, meta = build_message_record(CHAT, mid, TRAINER, "sarah", doc, embedder.model_id)
        records.append((message_vector_id(CHAT, mid), rendered, meta))
    vectors = embedder.embed([r[1] for r in records])
    store.upsert(TRAINER, [VectorRecord(vid, v, meta) for (vid, _, meta), v in zip(records, vectors)])


def search(backends, query: str, now: datetime = NOW, **request):
    return semantic_search(backends, TRAINER, SearchRequest(query=query, **request), now=now)


def ids(response) -> list[str]:
    return [r.messageId for r in response.results]


def test_a_topic_that_came_up_only_outside_the_period_asked_finds_nothing(backends):
    # The topic is in the history: asked without a period, it is found.
    assert "knee" in ids(search(backends, "what did sarah say about her knee"))
    # Asked of April, when it never came up: nothing (the threshold contract), and the response
    # says which period was searched.
    april = search(backends, "what did sarah say about her knee in april")
    assert april.results == [] and april.count == 0
    assert april.period is not None and april.period.phrase == "in april"
    assert april.period.since == "2026-04-01T00:00:00Z" and april.period.until == "2026-04-30T23:59:59Z"
    assert april.query == "what did sarah say about her knee in april"  # the query as sent


def test_a_topic_asked_of_its_own_period_is_found_there_and_only_there(backends):
    january = search(backends, "what did sarah say about her knee in january")
    assert "knee" in ids(january)
    assert all(r.timestamp is not None and at(1, 1).timestamp() * 1000 <= r.timestamp < at(2, 1).timestamp() * 1000
               for r in january.results)
    assert january.period is not None and january.period.phrase == "in january"


def test_the_period_is_read_against_the_moment_of_asking(backends):
    # "last month" asked in February is January: the knee. Asked at the end of May it is May: nothing.
    february = search(backends, "how was sarah's knee last month", now=at(2, 2))
    assert "knee" in ids(february)
    assert search(backends, "how was sarah's knee last month").results == []


def test_the_requests_own_dates_win_over_the_words(backends):
    # The words say April, the request says January: January's records answer.
    asked = search(backends, "what did sarah say about her knee in april",
                   since=at(1, 1, 0), until=at(1, 31, 23))
    assert "knee" in ids(asked)
    assert asked.period is not None and asked.period.phrase is None
    assert asked.period.since == "2026-01-01T00:00:00Z" and asked.period.until == "2026-01-31T23:00:00Z"
    # One bound is enough for the request's dates to win: the other stays open.
    open_ended = search(backends, "what did sarah say about her knee in april", since=at(1, 1, 0))
    assert "knee" in ids(open_ended) and open_ended.period.until is None


def test_a_query_without_period_words_is_searched_as_before(backends):
    plain = search(backends, "what did sarah say about her knee")
    assert plain.period is None
    # On the wire exactly the earlier {results, count, query}; `period` only when one was applied.
    assert set(plain.model_dump(mode="json")) == {"results", "count", "query"}
    assert search(backends, "what did sarah say about her knee in april").model_dump(mode="json")["period"] == {
        "since": "2026-04-01T00:00:00Z", "until": "2026-04-30T23:59:59Z", "phrase": "in april"}
    # Whenever it is asked: without period words the clock plays no part.
    assert ids(search(backends, "what did sarah say about her knee", now=at(12, 31))) == ids(plain)


def test_a_client_and_a_period_and_nothing_else_returns_her_records_of_that_period(backends):
    # "What did Sarah tell me in April?": her records of April, as chatWithAI answers it.
    april = search(backends, "what did sarah tell me in april")
    assert april.results and all(at(4, 1).timestamp() * 1000 <= r.timestamp < at(5, 1).timestamp() * 1000
                                 for r in april.results)


@pytest.mark.parametrize("roster_name, question", [
    ("Sárah Kim", "anything from sarah in april"),     # the name typed without its accent
    ("Sarah Kim", "anything from sara in april"),      # typed with a slip
    ("Sarah Kim", "anything from sarah or priya in april"),  # with the one who writes for her
])
def test_a_client_named_however_typed_with_a_period_returns_her_records_of_it(tmp_path, embedder, store,
                                                                              roster_name, question):
    # The name is no topic word, however it was typed: her April records answer, as chatWithAI
    # reads the same question (intent.client_topic). Ranked as a topic word, "sarah" found nothing.
    b = Backends(settings=Settings(local_store_path=tmp_path / "v.sqlite3"), embedder_override=embedder,
                 store_override=store, offline=Offline(roster=lambda trainer: [ClientRef("sarah", roster_name)]))
    index(embedder, store, HISTORY)
    april = search(b, question)
    assert april.results
    assert all(at(4, 1).timestamp() * 1000 <= r.timestamp < at(5, 1).timestamp() * 1000 for r in april.results)
    assert set(ids(april)) >= {"shoes", "holiday"}


def test_a_relative_phrase_beside_a_dated_day_is_not_read_against_now():
    # "last week" here is the week before 6 November 2023, not the week before asking: the
    # calendar date is left to retrieval (shared/domain/query_dates.py), no period filter.
    question = "What was Tim's huge writing issue last week, as mentioned on November 6, 2023?"
    assert timeframe.extract(question, NOW) == (question, None)
    assert timeframe.extract("What was Tim's writing issue last week?", NOW)[1] is not None


# -- a topic in a period whose records say it in other words -------------------------------------

SLEEP = [
    ("sleep-now", "sarah", "sleeping through the night now, best sleep in months", at(5, 20)),
    ("night-sweats", "sarah", "woke up drenched at 3am again, staring at the ceiling till 5", at(4, 14)),
    ("insomnia", "sarah", "sleep has been awful, awake till 2 most nights", at(2, 10)),
]


@pytest.fixture
def sleepy(backends, embedder, store):
    index(embedder, store, SLEEP)
    return backends


def test_a_periods_record_among_the_whole_historys_best_answers_in_other_words(sleepy):
    # "woke up drenched at 3am" is April's only record about sleep and ranks under the threshold
    # within April; the whole history answers the question, and the record is among its best:
    # it answers for April (as chatWithAI quotes it), relevant by rank, so scored the threshold.
    april = search(sleepy, "how was sarah sleeping in april")
    assert ids(april) == ["night-sweats"]
    assert april.results[0].score == pytest.approx(sleepy.settings.relevance_threshold)
    # January's records are about her knee, none among the best for sleep: nothing.
    assert search(sleepy, "how was sarah sleeping in january").results == []
