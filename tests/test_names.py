"""A client's name written another way still names the client (shared/domain/names.py):
hyphens and spaces, accents, case, apostrophes, a possessive without its apostrophe."""

from __future__ import annotations

import pytest

from shared.domain import answerability, names
from shared.domain.retrieval import _Fused, by_unnamed_senders
from shared.usecases import intent

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


def test_a_common_word_as_a_verb_names_nobody_and_other_words_name_nobody():  # tests/test_word_names.py: by its place
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


# Pet names, made by rule from the first name (names.nickname_of), never listed.
DANIEL = intent.ClientRef("dn", "Daniel Moss")
KATHERINE = intent.ClientRef("kt", "Katherine Bell")
PETRA = intent.ClientRef("pt", "Petra Novak")
OLGA = intent.ClientRef("ol", "Olga Brandt")
NICK_ROSTER = [DANIEL, KATHERINE, PETRA, JOHN]


@pytest.mark.parametrize("word, name, expected", [
    ("kath", "Katherine Bell", True),     # a clip of the start
    ("kaths", "Katherine Bell", True),    # its possessive without the apostrophe
    ("danno", "Daniel Moss", True),       # "dan" with its "n" doubled before "o" (h-missed16: test_names_doubled_clip)
    ("dano", "Daniel Moss", True),        # a clip with an ending
    ("daz", "Daniel Moss", True),         # "z" after a clip ("Gaz", "Oz")
    ("pez", "Petra Novak", True),
    ("oz", "Olga Brandt", True),          # "z" after a single letter
    ("petra", "Petra Novak", False),      # the name itself is no pet name
    ("pot", "Petra Novak", False),
    ("john", "John Reyes", False),
])
def test_pet_names_are_clips_of_the_first_name_with_an_ending(word, name, expected):
    assert names.nickname_of(word, name) is expected


@pytest.mark.parametrize("question, client, rest", [
    ("what race is daz training for", DANIEL, "what race is training for"),
    ("whens kath due", KATHERINE, "whens due"),
    ("pezs bloods", PETRA, "bloods"),
])
def test_a_pet_name_names_its_client_and_is_no_topic_word(question, client, rest):
    assert intent.named_clients(question, NICK_ROSTER) == [client]
    assert intent.name_free(question, [client.display_name]) == rest


def test_a_pet_name_two_clients_share_or_a_unit_names_no_one():
    # "oz" fits Olga and Oskar alike: no one is named.
    assert intent.named_clients("what did oz say about the race", [OLGA, intent.ClientRef("os", "Oskar Lind")]) == []
    # A unit after a number or before "of" is not a pet name.
    assert intent.named_clients("he has 8 oz of chicken", [OLGA]) == []
    assert intent.named_clients("how many oz of protein", [OLGA]) == []
    # A common English word is never read as a pet name ("pet" for Petra, "dan"-like words aside).
    assert intent.named_clients("what did the pet do", [PETRA]) == []


# A first name shortened to its end (names.TAIL_MIN): "Rina" for Katarina, "Dayo" for Adedayo.
KATARINA = intent.ClientRef("kr", "Katarina Holm")
ADEDAYO = intent.ClientRef("ad", "Adedayo Fashola")


@pytest.mark.parametrize("word, name, expected", [
    ("rina", "Katarina Holm", True),      # the name's end
    ("rinas", "Katarina Holm", True),     # its possessive without the apostrophe
    ("dayo", "Adedayo Fashola", True),
    ("ina", "Katarina Holm", False),      # shorter than TAIL_MIN
    ("arina", "Katarina Holm", True),
    ("katarina", "Katarina Holm", False),  # the name itself
])
def test_a_first_names_end_is_a_pet_name(word, name, expected):
    assert names.nickname_of(word, name) is expected


def test_a_first_names_end_names_its_client():
    roster = [KATARINA, ADEDAYO, DANIEL]
    assert intent.named_clients("how's dayo doing since the move", roster) == [ADEDAYO]
    assert intent.named_clients("rinas knee", roster) == [KATARINA]
