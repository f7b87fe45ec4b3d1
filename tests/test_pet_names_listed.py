"""Pet names no rule makes ("Maggie" for Margaret, "Liz" for Elizabeth) and clips of the end of a long
first name ("Tobi" for Oluwatobi) name the client: the question is scoped to them and the name is no
topic word (shared/domain/names.py `nickname_of`, intent.named_clients).

Hand-written names and sentences, not taken from any benchmark set."""

from __future__ import annotations

import pytest

from shared.domain import names
from shared.usecases import intent
from shared.usecases.tenancy import ClientRef

ROSTER = [ClientRef("c1", "Margaret Holm"), ClientRef("c2", "Elizabeth Crane"), ClientRef("c3", "Oluwatobi Ade"),
          ClientRef("c4", "James Orr")]


@pytest.mark.parametrize("word, name", [
    ("maggie", "Margaret Holm"), ("maggies", "Margaret Holm"), ("liz", "Elizabeth Crane"),
    ("jimmy", "James Orr"), ("tobi", "Oluwatobi Ade"),
])
def test_a_listed_or_tail_pet_name(word, name):
    assert names.nickname_of(word, name)


@pytest.mark.parametrize("word, name", [("liz", "Margaret Holm"), ("jim", "Jameson Orr"), ("maggie", "Maggie Holm")])
def test_not_another_names_pet_name_nor_the_name_itself(word, name):
    assert not names.nickname_of(word, name)


@pytest.mark.parametrize("question, client", [
    ("maggies deadlift in my last note", "c1"),
    ("lizzie resting heart rate lately", "c2"),
    ("tobi's first check-in", "c3"),
])
def test_the_question_is_scoped_to_the_client(question, client):
    assert [c.client_id for c in intent.named_clients(question, ROSTER)] == [client]


def test_the_pet_name_is_no_topic_word():
    assert intent.client_topic("maggies deadlift", "Margaret Holm", [c.display_name for c in ROSTER]) == "deadlift"
