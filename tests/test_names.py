"""A client's name written another way still names the client (shared/domain/names.py):
hyphens and spaces, accents, case, apostrophes, a possessive without its apostrophe."""

from __future__ import annotations

import pytest

from shared.domain import answerability, names
from shared.domain.retrieval import _Fused, by_unnamed_senders
from shared.usecases.chat import intent

HYUN = intent.ClientRef("hp", "Hyun-woo Park")
CHLOE = intent.ClientRef("cd", "Chloé Dubois")
SIOBHAN = intent.ClientRef("so", "Siobhán O'Neill")
JOHN = intent.ClientRef("jr", "John Reyes")
WILL = intent.ClientRef("ws", "Will Smith")
ROSTER = [HYUN, CHLOE, SIOBHAN, JOHN, WILL]


@pytest.mark.parametrize("question, client", [
    ("is hyunwoo still off the cigarettes?", HYUN),
    ("hyunwoos knee", HYUN),
    ("what did Hyun woo say about his knee", HYUN),
    ("what did hyun-woo say about his knee", HYUN),
    ("HYUN-WOO'S knee", HYUN),
    ("how is chloe's shoulder", CHLOE),
    ("chloes shoulder", CHLOE),
    ("did siobhan oneill mention her hip", SIOBHAN),
    ("did Siobhan O'Neill mention her hip", SIOBHAN),
    ("johns knee", JOHN),
])
def test_a_name_written_another_way_names_the_client(question, client):
    assert intent.named_clients(question, ROSTER) == [client]


def test_a_common_word_still_needs_its_capital_and_other_words_name_nobody():
    assert intent.named_clients("will he come back?", ROSTER) == []
    assert intent.named_clients("What did Will say?", ROSTER) == [WILL]
    assert intent.named_clients("how was the park run", ROSTER) == []  # a surname alone names nobody
    assert intent.named_clients("what about the knee", ROSTER) == []


@pytest.mark.parametrize("question, name, left", [
    ("is hyunwoo still off the cigarettes?", "Hyun-woo Park", "is still off the cigarettes?"),
    ("hyunwoos knee pain", "Hyun-woo Park", "knee pain"),
    ("Hyun woo nausea on the jab", "Hyun-woo Park", "nausea on the jab"),
    ("how is chloe sleeping", "Chloé Dubois", "how is sleeping"),
])
def test_the_name_written_another_way_is_taken_out_of_the_query(question, name, left):
    assert intent.without_names(question, [name]) == left


def test_folding_and_spans():
    assert names.fold("Chloé") == "chloe" and names.fold("O\u2019Neill") == "oneill"
    assert names.first_name("Hyun-woo Park") == "hyunwoo"
    text = "did hyun woo's knee"
    assert [(text[s:e], k) for s, e, k in names.spans(text, {"hyunwoo"})] == [("hyun woo's", "hyunwoo")]
    # Words joined across anything but a space or a hyphen are not one name.
    assert names.spans("hyun, woo", {"hyunwoo"}) == []


def test_a_name_written_another_way_is_a_known_subject_not_an_unknown_one():
    assert answerability.is_known_name("hyunwoo", ["Hyun-woo Park"])
    assert answerability.is_known_name("chloe", ["Chloé Dubois"])
    assert not answerability.is_known_name("pilates", ["Hyun-woo Park"])


def test_the_named_sender_is_read_when_written_another_way():
    pool = [
        _Fused("a", {"senderId": "hp", "senderName": "Hyun-woo Park", "text": "hips tight"}),
        _Fused("b", {"senderId": "pa", "senderName": "Pernille Aasen", "text": "pigeon stretch"}),
    ]
    assert by_unnamed_senders(pool, "hyunwoo hips") == frozenset({"b"})
    assert by_unnamed_senders(pool, "hyunwoos hips") == frozenset({"b"})
