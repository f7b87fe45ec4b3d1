"""search.decide in its steps (shared/usecases/search.py): the names looked up (`_subjects_asked`,
answerability.subjects_looked_up), the history's scope (`_history_scope`), the lookups under the budget
(`_looked_up`). No emulator: a store that answers keyword lookups from a dict."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from shared.domain import answerability
from shared.domain.models import DEFAULT_SOURCE_TYPES
from shared.domain.retrieval import Candidate
from shared.kernel.errors import SearchUnavailable, VectorStoreError
from shared.ports.vectorstore import QueryFilter
from shared.usecases import search

NAMES = ["Glyn Parry", "Ingrid Moss"]


class Store:
    """Keyword lookups answered from `said` (word -> texts of the records that say it); `fails` raises."""
    supports_keyword_search = True

    def __init__(self, said: dict[str, list[str]] | None = None, fails: bool = False) -> None:
        self.said, self.fails, self.asked = said or {}, fails, []

    def keyword_query(self, trainer_id, word, top_k, scope):
        self.asked.append((word, top_k, scope))
        if self.fails:
            raise VectorStoreError("down")
        return [SimpleNamespace(metadata={"text": t}) for t in self.said.get(word, [])][:top_k]

    def term_stats(self, trainer_id):
        return None


def _backends(store: Store, threshold: float = 0.5):
    return SimpleNamespace(store=store, settings=SimpleNamespace(relevance_threshold=threshold,
                                                                 search_timeout_s=5.0))


# --- the names looked up ------------------------------------------------------------------------------------------


def test_subjects_looked_up_leave_the_clients_names():
    assert answerability.subjects_looked_up("did Ingrid see Tane today", "", NAMES) == ["tane"]


def test_subject_slot_word_is_looked_up_unless_a_clients_name_or_sounding_as_one():
    assert answerability.subjects_looked_up("whats tanes weight now", "tanes", NAMES) == ["tanes"]
    assert answerability.subjects_looked_up("hows ingrid", "ingrid", NAMES) == []
    assert answerability.subjects_looked_up("glen's hip replacment", "glen", NAMES) == []  # Glyn typed another way
    # Said as a capitalised subject already: looked up once.
    assert answerability.subjects_looked_up("is Tane ok", "tane", NAMES) == ["tane"]


def test_subjects_asked_reads_the_slot_only_of_a_question_naming_no_client():
    backends = _backends(Store())
    assert search._subjects_asked(backends, "t", "whats tanes weight now", NAMES, QueryFilter()) == (["tanes"], "tanes")
    assert search._subjects_asked(backends, "t", "whats tanes weight now", NAMES,
                                  QueryFilter(client_id="c1")) == ([], "")
    assert search._subjects_asked(backends, "t", "whats tanes weight now", NAMES,
                                  QueryFilter(chat_id="g1")) == ([], "")


# --- the history's scope ------------------------------------------------------------------------------------------


def test_history_scope_is_every_date_and_kind_of_the_client_but_those_set_aside():
    scope = search._history_scope(QueryFilter(client_id="c1", since_ts=1.0, until_ts=2.0, source_types=("note",),
                                              group_chats=("g1",), other_than=("c2",), embedding_model="m"))
    assert scope == QueryFilter(client_id="c1", source_types=tuple(DEFAULT_SOURCE_TYPES), group_chats=("g1",),
                                other_than=("c2",))


# --- the lookups under the budget ---------------------------------------------------------------------------------


def _candidate(relevance: float) -> Candidate:
    return Candidate(id="r1", cosine=relevance, relevance=relevance, metadata={"text": "knee ok"})


def test_looked_up_names_unsaid_and_decides_without_the_model(monkeypatch):
    monkeypatch.setattr(search, "question_facts", lambda *args: pytest.fail("the model's features read"))
    # "dai" is a name (no English word): a record saying "day" only does not say it; "tane" found by its one record.
    store = Store({"dai": ["what a day"], "tane": ["tane's weigh-in"]})
    unknown, facts, unsaid = search._looked_up(_backends(store), "t", "hows dai", [_candidate(0.9)], QueryFilter(),
                                               ["dai", "tane"], "dai", object(), None, 0.9)
    assert (unknown, facts, unsaid) == (["dai"], None, [])
    assert [(w, k) for w, k, _ in store.asked] == [("dai", search.NAME_READ), ("tane", 1)]


def test_looked_up_reads_the_models_features_only_over_its_threshold(monkeypatch):
    read = []
    monkeypatch.setattr(search, "question_facts", lambda *args: read.append(args) or ("facts", ["word"]))
    model = SimpleNamespace(threshold=0.5)
    backends = _backends(Store())
    assert search._looked_up(backends, "t", "q", [], QueryFilter(), [], "", model, None, 0.4) == ([], None, [])
    assert search._looked_up(backends, "t", "q", [], QueryFilter(), [], "", None, None, 0.9) == ([], None, [])
    assert search._looked_up(_backends(Store(), threshold=0.6), "t", "q", [], QueryFilter(), [], "", model, None,
                             0.9) == ([], None, [])
    assert not read
    assert search._looked_up(backends, "t", "q", [], QueryFilter(), [], "", model, None, 0.9) == ([], "facts", ["word"])
    assert len(read) == 1


def test_looked_up_past_a_failing_lookup_is_unavailable():
    with pytest.raises(SearchUnavailable):
        search._looked_up(_backends(Store(fails=True)), "t", "q", [], QueryFilter(), ["tane"], "", None, None, 0.9)


def test_decide_without_keyword_search_is_the_threshold():
    store = Store()
    store.supports_keyword_search = False
    backends = _backends(store)
    assert search.decide(backends, "t", "knee", [_candidate(0.9)], QueryFilter(), []).answerable
    assert not search.decide(backends, "t", "knee", [_candidate(0.2)], QueryFilter(), []).answerable
    assert store.asked == []
