"""A message of one person dated by the client's event (shared/domain/said_by.py, search.event_period):
hand-written questions, none from a benchmark set."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone
from types import SimpleNamespace

import pytest

from shared.domain import said_by
from shared.domain.retrieval import Candidate
from shared.ports.vectorstore import QueryFilter
from shared.usecases import search
from tests.keyword_store import KeywordStore

AT = datetime(2027, 3, 12, 9, 0, tzinfo=timezone.utc)
NAMES = ("Ottilie Brandt", ["Ottilie Brandt", "Cosmo Reyes"])


@pytest.mark.parametrize(
    "question",
    [
        "anything from gregor after the regatta?",
        "any texts from her dad after the final",
        "ulrikes message during the tournament",
        "her husband's email before the op",
        "what did wenonah say after the marathon",
        "what did her sister text me while she was in hospital",
        "did tobias ring after the crash",
    ],
)
def test_a_persons_message_is_asked(question):
    assert said_by.asks_what_one_said(question)


@pytest.mark.parametrize(
    "question",
    [
        "what did i tell her after the op",       # the trainer's advice may come before its event
        "what did you say after the regatta",
        "what did he say after the final",        # a pronoun alone: the client's news
        "her knee after the regatta",
        "anything after the regatta",
        "that message after the crash",
    ],
)
def test_no_person_or_the_trainer_is_no_message_asked(question):
    assert not said_by.asks_what_one_said(question)


def _candidate(id_: str, relevance: float, ts: float) -> Candidate:
    return Candidate(id_, relevance, relevance, {"ts": ts, "text": id_}, {})


def _backends(threshold: float = 0.7) -> SimpleNamespace:
    return SimpleNamespace(settings=SimpleNamespace(relevance_threshold=threshold))


def test_a_persons_message_after_the_event_is_looked_for_after_it(monkeypatch):
    monkeypatch.setattr(search, "search_candidates", lambda *a: [_candidate("regatta day", 0.9, AT.timestamp())])
    rest, when = search.event_period(_backends(), "coach", "anything from gregor after the regatta?",
                                     QueryFilter(client_id="ottilie"), *NAMES)
    assert rest == "anything from gregor ?"
    assert when is not None
    assert when.since == AT - timedelta(days=1) and when.until > AT + timedelta(days=7)


def test_a_persons_message_during_a_state_runs_from_its_start(monkeypatch):
    monkeypatch.setattr(search, "search_candidates", lambda *a: [_candidate("heat", 0.9, AT.timestamp())])
    rest, when = search.event_period(_backends(), "coach", "ulrikes message during the heat",
                                     QueryFilter(client_id="ottilie"), *NAMES)
    assert rest == "ulrikes message"
    assert when is not None and when.since == AT - timedelta(days=1) and when.until >= AT + timedelta(days=28)


def test_the_clients_own_words_or_a_topic_around_the_event_stay_as_asked(monkeypatch):
    monkeypatch.setattr(search, "search_candidates", lambda *a: [_candidate("regatta day", 0.9, AT.timestamp())])
    for question in ("what did ottilie say after the regatta", "ottilie's shoulder after the regatta",
                     "what did i tell ottilie after the regatta"):
        assert search.event_period(_backends(), "coach", question, QueryFilter(client_id="ottilie"), *NAMES) == (question, None)


def test_no_record_dating_the_event_leaves_the_question(monkeypatch):
    monkeypatch.setattr(search, "search_candidates", lambda *a: [_candidate("weak", 0.4, AT.timestamp())])
    question = "anything from gregor after the regatta?"
    assert search.event_period(_backends(), "coach", question, QueryFilter(client_id="ottilie"), *NAMES) == (question, None)


def _with_store(store) -> SimpleNamespace:
    return SimpleNamespace(store=store, settings=SimpleNamespace(relevance_threshold=0.7))


def test_the_client_whose_records_alone_name_the_person_is_the_writers():
    store = KeywordStore(["ottilie", "ottilie"])
    assert search.writer_client(_with_store(store), "coach", "anything from gregor after the regatta?") == "ottilie"
    assert store.asked == ["gregor"]


@pytest.mark.parametrize(
    "clients, question",
    [
        (["ottilie", "cosmo"], "anything from gregor after the regatta?"),  # two histories name him
        ([], "anything from gregor after the regatta?"),                   # nobody's
        (["ottilie"], "anything from gregor?"),                            # no event to date
        (["ottilie"], "anything from his mum after the regatta?"),         # a role, not a name
        (["ottilie"], "what did the physio say after the regatta"),
        (["ottilie"], "ottilie's knee after the regatta"),                 # no message asked
    ],
)
def test_no_writer_without_one_client_a_name_and_an_event(clients, question):
    assert search.writer_client(_with_store(KeywordStore(clients)), "coach", question) is None


def test_chat_dates_a_writers_event_by_the_writers_client(monkeypatch):
    from shared.kernel.deadline import Deadline
    from shared.usecases.chat import service
    from shared.usecases.chat.models import ChatRequest
    from shared.usecases.tenancy import ClientRef

    seen: dict[str, object] = {}
    monkeypatch.setattr(search, "writer_client", lambda backends, trainer, question: "ottilie")

    def period(backends, trainer_id, question, query_filter, client_name, roster_names, named_type=None):
        seen.update(client=query_filter.client_id, chats=query_filter.group_chats, name=client_name)
        return "anything from gregor ?", "SPAN"

    monkeypatch.setattr(search, "event_period", period)
    backends = SimpleNamespace(group_chats=lambda trainer, client: ("crew-chat",))
    when, rest = service._writer_event_span(backends, "coach", ChatRequest(message="x"),
                                            "anything from gregor after the regatta?", Deadline.start(5.0),
                                            [ClientRef("ottilie", "Ottilie Brandt"), ClientRef("cosmo", "Cosmo Reyes")],
                                            None)
    assert (when, rest) == ("SPAN", "anything from gregor ?")
    assert seen == {"client": "ottilie", "chats": ("crew-chat",), "name": "Ottilie Brandt"}


def test_a_persons_words_about_a_topic_around_the_event_stay_as_asked(monkeypatch):
    # "about her sleep" is a topic of its own: the span's other records would answer it.
    monkeypatch.setattr(search, "search_candidates", lambda *a: [_candidate("regatta day", 0.9, AT.timestamp())])
    for question in ("what did gregor say about ottilie's sleep before the regatta",
                     "anything from gregor on her shoulder after the regatta"):
        assert search.event_period(_backends(), "coach", question, QueryFilter(client_id="ottilie"), *NAMES) == (question, None)
