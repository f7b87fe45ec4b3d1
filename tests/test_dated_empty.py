"""Dates named with their year that hold no record are the period asked, so the chat says nothing is in it
(shared/domain/query_dates.py `asked_dates`, shared/usecases/dated_empty.py). Hand-written questions."""

from __future__ import annotations

from datetime import datetime, timezone

import pytest

from shared.domain.query_dates import PAD, asked_dates, named_window
from shared.kernel.errors import SearchUnavailable
from shared.ports.vectorstore import QueryFilter
from shared.usecases import dated_empty, period_lookup
from tests.test_period_lookup import LookupStore, lookup_backends


def _ts(y: int, m: int, d: int) -> float:
    return datetime(y, m, d, tzinfo=timezone.utc).timestamp()


def test_a_year_or_a_month_is_asked_without_the_padding_a_day_with_it():
    year = asked_dates("dana's knee in 2004")
    assert (year.since_ts, year.phrase) == (_ts(2004, 1, 1), "in 2004")
    assert _ts(2004, 12, 31) < year.until_ts < _ts(2005, 1, 1)
    month = asked_dates("his squat in may 2023")
    assert month.since_ts == _ts(2023, 5, 1) and month.until_ts < _ts(2023, 6, 1)
    # A day is dated loosely: padded as retrieval pads it.
    assert asked_dates("what did she say on 3 May 2023") == named_window("what did she say on 3 May 2023")
    assert asked_dates("what did she say on 3 May 2023").since_ts == _ts(2023, 5, 3) - PAD.total_seconds()


@pytest.mark.parametrize("question", ["dana's knee since 2004", "dana's knee in may", "dana's knee"])
def test_a_span_to_now_or_dates_without_a_year_are_not_read(question):
    assert asked_dates(question) is None


def _holds(found: bool, seen: list):
    def holds(query_filter):
        seen.append(query_filter)
        return found
    return holds


def test_dates_that_hold_no_record_of_the_client_are_the_period():
    seen = []
    rest, when = dated_empty.empty_dates("dana's knee in 2004", QueryFilter(client_id="dana"), _holds(False, seen))
    assert rest == "dana's knee" and when.phrase == "in 2004"
    assert when.since == datetime(2004, 1, 1, tzinfo=timezone.utc) and when.until.year == 2004
    # The client's records of those dates alone were looked for.
    assert seen[0].client_id == "dana" and seen[0].since_ts == _ts(2004, 1, 1) and seen[0].until_ts < _ts(2005, 1, 1)


def test_a_season_goes_with_its_year():
    rest, when = dated_empty.empty_dates("jo's ankle in the spring of 2006", QueryFilter(client_id="jo"),
                                         _holds(False, []))
    assert rest == "jo's ankle" and when.phrase == "in the spring of 2006"


def test_dates_that_hold_a_record_are_left_to_retrieval():
    assert dated_empty.empty_dates("dana's knee in 2004", QueryFilter(client_id="dana"), _holds(True, [])) is None
    assert dated_empty.empty_dates("dana's knee last week", QueryFilter(client_id="dana"), _holds(False, [])) is None


def test_an_unavailable_search_reads_nothing():
    def holds(query_filter):
        raise SearchUnavailable("down")

    assert dated_empty.empty_dates("dana's knee in 2004", QueryFilter(client_id="dana"), holds) is None


# -- the look-up: one store request (`VectorStore.holds_any`), not a ranked search -----------------------------


def test_the_dates_are_looked_up_with_one_store_request_of_the_embedders_model():
    store = LookupStore(False)
    rest, when = dated_empty.empty_dates_of(lookup_backends(store), "t1", "dana's knee in 2004",
                                           QueryFilter(client_id="dana", group_chats=("g1",)))
    assert rest == "dana's knee" and when.phrase == "in 2004"
    ((trainer, within),) = store.asked
    assert trainer == "t1" and within.client_id == "dana" and within.group_chats == ("g1",)
    assert within.since_ts == _ts(2004, 1, 1) and within.until_ts < _ts(2005, 1, 1)
    # Retrieval scopes every list to the embedder's model: the look-up asks what the search could find.
    assert within.embedding_model == "model-x"


def test_dates_the_store_holds_a_record_of_are_retrievals():
    store = LookupStore(True)
    assert dated_empty.empty_dates_of(lookup_backends(store), "t1", "dana's knee in 2004", QueryFilter(client_id="dana")) is None
    assert len(store.asked) == 1
    # No dates with a year: nothing is asked of the store.
    assert dated_empty.empty_dates_of(lookup_backends(store), "t1", "dana's knee last week", QueryFilter()) is None
    assert len(store.asked) == 1


def test_a_failed_or_late_look_up_reads_nothing_and_a_misconfigured_index_is_raised():
    from shared.kernel.errors import IndexMisconfigured, VectorStoreError

    for failure in (VectorStoreError("down"), TimeoutError("late"), OSError("refused")):
        with pytest.raises(SearchUnavailable):
            period_lookup.holds_any(lookup_backends(LookupStore(failure)), "t1", QueryFilter(client_id="dana"))
        assert dated_empty.empty_dates_of(lookup_backends(LookupStore(failure)), "t1", "dana's knee in 2004",
                                          QueryFilter(client_id="dana")) is None
    with pytest.raises(IndexMisconfigured):
        dated_empty.empty_dates_of(lookup_backends(LookupStore(IndexMisconfigured("width"))), "t1", "dana's knee in 2004",
                                   QueryFilter(client_id="dana"))


_LOOKED_UP = [
    # (question, filter of the search, a record there?): what the look-up and a ranked search of one result must agree on.
    ("dana's knee in 2004", QueryFilter(client_id="dana"), False),  # only a record of another model then
    ("dana's knee in 2023", QueryFilter(client_id="dana"), True),  # her own record
    ("dana's knee in may 2023", QueryFilter(client_id="dana", source_types=("note",)), False),  # a message, not a note
    ("jo's ankle in 2004", QueryFilter(client_id="jo"), False),  # jo's record is another trainer's
    ("dana's runs in 2005", QueryFilter(client_id="dana", group_chats=("g1",)), True),  # the trainer's turn in her group
    ("dana's runs in 2005", QueryFilter(client_id="dana"), False),  # … which is not hers without the group
    ("anyone's knee in 2004", QueryFilter(), False),  # the roster: the other model's record is no record
    ("anyone's knee in 2023", QueryFilter(other_than=("dana",)), True),
    ("anyone's knee in 2022", QueryFilter(), False),  # nothing at all then
]


@pytest.mark.parametrize("question,searched,held", _LOOKED_UP, ids=[q + repr(f)[11:] for q, f, _ in _LOOKED_UP])
def test_the_look_up_answers_what_a_search_of_one_result_answered(backends, embedder, question, searched, held):
    """The look-up that replaced `bool(search_candidates(backends, trainer, question, 1, within))`, on the
    local store with the real embedder: the same answer for every filter (the proof of behaviour-neutral)."""
    from shared.ports.vectorstore import VectorRecord
    from shared.usecases.search import search_candidates

    rows = [  # trainer, id, text, metadata
        ("T", "m1", "my knee hurts after the run", {"clientId": "dana", "chatId": "c-dana", "ts": _ts(2023, 5, 3)}),
        ("T", "m2", "knee felt fine", {"clientId": "dana", "chatId": "c-dana", "ts": _ts(2004, 6, 1),
                                        "embeddingModel": "another-model"}),
        ("T", "m3", "group run on saturday", {"chatId": "g1", "ts": _ts(2005, 3, 1)}),
        ("T", "m4", "ankle is sore", {"clientId": "kim", "chatId": "c-kim", "ts": _ts(2023, 7, 1)}),
        ("B", "m5", "ankle is sore", {"clientId": "jo", "chatId": "c-jo", "ts": _ts(2004, 2, 1)}),
    ]
    vectors = embedder.embed([text for *_, text, _ in rows])
    for (trainer, id_, text, meta), vector in zip(rows, vectors):
        metadata = {"trainerId": trainer, "sourceType": "message", "embeddingModel": embedder.model_id,
                    "text": text, "senderName": "Dana", **meta}
        backends.store.upsert(trainer, [VectorRecord(id_, vector, metadata)])
    window = asked_dates(question)
    within = QueryFilter(**{**searched.__dict__, "since_ts": window.since_ts, "until_ts": window.until_ts})

    searched_one = bool(search_candidates(backends, "T", question, 1, within))

    assert searched_one is held
    assert period_lookup.holds_any(backends, "T", within) is searched_one
