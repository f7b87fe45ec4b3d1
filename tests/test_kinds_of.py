"""A general word of a question reaches its kinds in the keyword query (shared/domain/kinds_of.py;
issue 14, h-expand10). Hand-written sentences, none from a benchmark set."""

from __future__ import annotations

from typing import Any

import pytest

from shared.domain import kinds_of
from shared.domain.documents import message_vector_id
from shared.domain.retrieval import retrieve
from shared.ports.keywords import TermStats, token_index, tokens
from shared.ports.vectorstore import VectorRecord
from shared.usecases.indexing import build_message_record


@pytest.mark.parametrize("question, kind", [
    ("which painkillers does she take", "ibuprofen"),
    ("has he entered a race yet", "duathlon"),
    ("what trainers is she running in", "saucony"),
    ("what blood pressure tablets is he on", "lisinopril"),
    ("any injury this block", "sprain"),
])
def test_a_head_brings_its_members(question, kind):
    assert kind in kinds_of.member_words(question)


def test_a_word_that_heads_nothing_brings_nothing():
    assert kinds_of.member_words("how was her weekend away") == []
    # A member asks for itself, not for its siblings: "ibuprofen" does not bring "codeine".
    assert kinds_of.member_words("is he still on ibuprofen") == []


def test_a_catch_all_family_brings_nothing():
    # "medication" heads every drug, "body part" every part: a list of hundreds of names is a flood.
    assert kinds_of.member_words("what medication is she on") == []
    assert kinds_of.member_words("which body part hurts") == []


def test_one_level_only_and_no_phrases():
    words = kinds_of.member_words("has he booked a race")
    assert "marathon" in words
    # Phrases' words one by one would be other things ("half marathon" -> "half").
    assert "half" not in words and "fun" not in words
    # One name per stem, and never the question's own words.
    assert len({tokens(w)[0] for w in words}) == len(words)
    assert "race" not in kinds_of.member_words("has he booked a race")


def test_a_member_common_in_the_records_is_left_out():
    common = token_index(tokens("coffee")[0])
    rare = token_index(tokens("prosecco")[0])
    stats = TermStats(n_docs=100, df={common: 30, rare: 1})
    words = kinds_of.member_words("what does she drink at weekends", stats)
    assert "prosecco" in words and "coffee" not in words
    assert "coffee" in kinds_of.member_words("what does she drink at weekends")  # without statistics: kept


def _index(embedder, store, trainer: str, rows: list[tuple[str, str]]) -> None:
    built = [
        build_message_record("chat-1", mid, trainer, "client-1",
                             {"senderName": "Rhona", "senderId": "rhona", "text": text, "createdAt": 1_000.0 + 600 * i},
                             embedder.model_id)
        for i, (mid, text) in enumerate(rows)
    ]
    vectors = embedder.embed([r for r, _ in built])
    store.upsert(trainer, [VectorRecord(message_vector_id("chat-1", mid), v, meta)
                           for (mid, _), (_, meta), v in zip(rows, built, vectors)])


ROWS = [
    ("r1", "doc put me on diclofenac twice a day for the shoulder"),
    ("r2", "lovely walk along the canal with the dog"),
    ("r3", "booked a table for friday, birthday dinner"),
    ("r4", "signed up for the duathlon in april, nervous!"),
    ("r5", "new kettlebell arrived today"),
]


def _keyword_found(embedder: Any, store: Any, question: str, source: str) -> float:
    ranked = retrieve(embedder, store, "trainer-k", question, 5)
    by_source = {c.metadata["sourceId"]: c for c in ranked}
    return by_source[source].features["keyword_rr"] if source in by_source else 0.0


@pytest.mark.parametrize("question, source", [
    ("which painkillers has she tried", "r1"),
    ("what race is she training for", "r4"),
])
def test_the_record_naming_a_kind_is_found_by_keyword(embedder, store, question, source):
    _index(embedder, store, "trainer-k", ROWS)
    assert _keyword_found(embedder, store, question, source) > 0.0
