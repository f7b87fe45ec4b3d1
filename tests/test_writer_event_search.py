"""semanticSearch without a clientId reads "anything from <person> after <event>?" as chatWithAI does
(search.writer_event_period): the client whose records alone name the person dates the event, and
the results are the whole roster's records of that span. Hand-written records, local MiniLM and
store; none from a benchmark set."""

from __future__ import annotations

from datetime import datetime, timezone
from types import SimpleNamespace

import pytest

from shared.domain.documents import message_vector_id
from shared.domain.models import SearchRequest
from shared.kernel.config import Settings
from shared.ports.vectorstore import VectorRecord
from shared.usecases import search
from tests.keyword_store import KeywordStore
from shared.usecases.backends import Backends, Offline
from shared.usecases.indexing import build_message_record
from shared.usecases.tenancy import ClientRef

TRAINER = "coach"
NOW = datetime(2027, 4, 2, 9, tzinfo=timezone.utc)
ROSTER = [ClientRef("ottilie", "Ottilie Brandt"), ClientRef("cosmo", "Cosmo Reyes")]
REGATTA = datetime(2027, 3, 6, 15, tzinfo=timezone.utc)


def at(month: int, day: int, hour: int = 10) -> datetime:
    return datetime(2027, month, day, hour, tzinfo=timezone.utc)


# (client, id, sender name, text, when). Gregor (Ottilie's dad) writes from her phone before and after
# her regatta; Cosmo's regatta was two months earlier, and nobody in his chat names Gregor.
HISTORY = [
    ("ottilie", "g-before", "Ottilie Brandt", "Gregor here, Ottilie's dad - she has a heavy cold, no rowing tomorrow",
     at(2, 10)),
    ("ottilie", "regatta", "Ottilie Brandt", "we won our heat at the regatta today, absolutely buzzing", REGATTA),
    ("ottilie", "g-after", "Ottilie Brandt", "Gregor again - Ottilie slept all of sunday, can she have monday off?",
     at(3, 8)),
    ("ottilie", "late", "Ottilie Brandt", "booked the physio for my wrist next week", at(3, 30)),
    ("cosmo", "c-regatta", "Cosmo Reyes", "the regatta went terribly, we capsized at the start", at(1, 9)),
    ("cosmo", "c-erg", "Cosmo Reyes", "legs are sore from the erg test", at(3, 9)),
]


def index(embedder, store, rows) -> None:
    """The clients' chat messages, indexed as embedMessage builds them."""
    records = []
    for client, mid, name, text, when in rows:
        chat = f"chat-{client}"
        doc = {"senderId": client, "senderName": name, "text": text, "createdAt": when}
        rendered, meta = build_message_record(chat, mid, TRAINER, client, doc, embedder.model_id)
        records.append((message_vector_id(chat, mid), rendered, meta))
    vectors = embedder.embed([r[1] for r in records])
    store.upsert(TRAINER, [VectorRecord(vid, v, meta) for (vid, _, meta), v in zip(records, vectors)])


@pytest.fixture
def offline(tmp_path, embedder, store):
    settings = Settings(local_store_path=tmp_path / "vectors.sqlite3")
    b = Backends(settings=settings, embedder_override=embedder, store_override=store,
                 offline=Offline(roster=lambda trainer: list(ROSTER)))
    index(embedder, store, HISTORY)
    return b


def ask(backends, query: str, **request):
    return search.semantic_search(backends, TRAINER, SearchRequest(query=query, limit=10, **request), now=NOW)


def test_a_persons_message_after_an_event_with_no_client_named_is_kept_to_the_writers_event(offline, monkeypatch):
    filters = []
    real = search.search_candidates

    def spy(backends_, trainer_id, query, top_k, query_filter):
        filters.append(query_filter)
        return real(backends_, trainer_id, query, top_k, query_filter)

    monkeypatch.setattr(search, "search_candidates", spy)
    response = ask(offline, "anything from gregor after the regatta?")
    ids = [r.messageId for r in response.results]
    assert "g-after" in ids
    assert "g-before" not in ids  # before the event: outside the span
    # Ottilie's regatta dates the span (the writer's client), not Cosmo's two months earlier.
    assert response.period is not None
    since = datetime.fromisoformat(response.period.since.replace("Z", "+00:00"))
    until = datetime.fromisoformat(response.period.until.replace("Z", "+00:00"))
    assert since <= REGATTA < until and since > at(3, 1)
    assert all(r.timestamp is not None and since.timestamp() * 1000 <= r.timestamp < until.timestamp() * 1000
               for r in response.results)
    # The client only dates the event: what is searched for the answer is the whole roster's.
    dated = [f for f in filters if f.since_ts is not None]
    assert dated and all(f.client_id is None for f in dated)


def test_without_an_event_or_with_the_requests_own_dates_the_question_is_searched_as_sent(offline):
    # No event clause: nothing dates it, both of Gregor's messages may answer.
    assert ask(offline, "anything from gregor?").period is None
    # The request's own dates win over the words, as for a period the words name.
    dated = ask(offline, "anything from gregor after the regatta?", since=at(2, 1, 0), until=at(2, 28, 0))
    assert dated.period is not None and dated.period.phrase is None
    assert "g-after" not in [r.messageId for r in dated.results]


def _fake(store) -> SimpleNamespace:
    return SimpleNamespace(store=store, settings=SimpleNamespace(relevance_threshold=0.7),
                           group_chats=lambda trainer, client: ("crew-chat",))


def test_the_writers_client_dates_the_event_in_its_own_records_and_group_chats(monkeypatch):
    seen = {}

    def period(backends, trainer_id, question, query_filter, client_name, roster_names, named_type=None):
        seen.update(client=query_filter.client_id, chats=query_filter.group_chats, types=query_filter.source_types,
                    dated=(query_filter.since_ts, query_filter.until_ts), name=client_name, roster=roster_names)
        return "anything from gregor ?", "SPAN"

    monkeypatch.setattr(search, "event_period", period)
    got = search.writer_event_period(_fake(KeywordStore(["ottilie"])), TRAINER, "anything from gregor after the regatta?",
                                     ("message",), ROSTER)
    assert got == ("anything from gregor ?", "SPAN")
    assert seen == {"client": "ottilie", "chats": ("crew-chat",), "types": ("message",), "dated": (None, None),
                    "name": "Ottilie Brandt", "roster": ["Ottilie Brandt", "Cosmo Reyes"]}


@pytest.mark.parametrize("clients, roster", [
    (["ottilie", "cosmo"], ROSTER),            # two histories name him
    (["someone-else"], ROSTER),                # a client of no roster of this trainer's
    (["ottilie"], []),                         # no roster at all (a benchmark's history): no lookup
])
def test_no_writers_client_leaves_the_question(clients, roster, monkeypatch):
    monkeypatch.setattr(search, "event_period", lambda *a, **k: pytest.fail("no client to date the event"))
    store = KeywordStore(clients)
    question = "anything from gregor after the regatta?"
    assert search.writer_event_period(_fake(store), TRAINER, question, ("message",), roster) == (question, None)
    assert store.asked == ([] if not roster else ["gregor"])


# -- through the callables, on the Firestore emulator ----------------------------------------


@pytest.mark.emulator
def test_search_and_chat_read_the_writers_event_alike_through_the_callables(db, backends, call_function):
    import main
    from shared.usecases import indexing
    from tests.factories import add_client, add_message, chat_id_for

    for client in ROSTER:
        add_client(db, TRAINER, client.client_id, client.display_name)
    for client, mid, name, text, when in HISTORY:
        add_message(db, client, mid, text, name, at=when)
        assert indexing.sync_message(backends, chat_id_for(client), mid).outcome == "indexed"
    question = "anything from gregor after the regatta?"
    status, body = call_function(main.semanticSearch, {"query": question, "limit": 10}, uid=TRAINER)
    assert status == 200, body
    found = [r["messageId"] for r in body["result"]["results"]]
    assert "g-after" in found and "g-before" not in found
    assert body["result"]["period"]["since"] < "2027-03-06T15:00:00Z" < body["result"]["period"]["until"]
    status, body = call_function(main.chatWithAI, {"message": question, "includeSources": True}, uid=TRAINER)
    assert status == 200, body
    cited = [s["messageId"] for s in body["result"]["sources"]]
    assert "g-after" in cited and "g-before" not in cited
    # With the client given, semanticSearch finds the same message (the client's own event span).
    status, body = call_function(main.semanticSearch, {"query": question, "limit": 10, "clientId": "ottilie"},
                                 uid=TRAINER)
    given = [r["messageId"] for r in body["result"]["results"]]
    assert "g-after" in given and "g-before" not in given
