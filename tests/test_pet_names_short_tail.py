"""Classic pet names no rule of names.py makes because the part kept is too short a tail ("Gus" for Angus,
"an" left before it) or the middle of the name (Augustus): listed (names.IRREGULAR), they name the client
(intent.named_clients) and are no topic word (h-wrong26).

Hand-written names and sentences, not taken from any benchmark set. The first two tests fail on main
5c9b415 (checked): "gus" named no one and the question was read across the roster."""

from __future__ import annotations

import pytest

from shared.domain import names
from shared.usecases import intent
from shared.usecases.tenancy import ClientRef

ROSTER = [ClientRef("c1", "Angus Reid"), ClientRef("c2", "Dorothy Lane"), ClientRef("c3", "Patricia Moss"),
          ClientRef("c4", "Iona Bell")]


@pytest.mark.parametrize("word, name", [
    ("gus", "Angus Reid"), ("guss", "Angus Reid"), ("gus", "Augustus Reid"), ("gus", "Fergus Lane"),
    ("bertie", "Albert Shaw"), ("dot", "Dorothy Lane"), ("trish", "Patricia Moss"),
])
def test_a_listed_pet_name_of_a_short_tail(word, name):
    assert names.nickname_of(word, name)


@pytest.mark.parametrize("question, client", [
    ("gus over bonfire night", "c1"),
    ("what did gus lift on polling day", "c1"),
    ("trish's knee in may", "c3"),
])
def test_the_question_is_scoped_to_the_client(question, client):
    assert [c.client_id for c in intent.named_clients(question, ROSTER)] == [client]


@pytest.mark.parametrize("word, name", [("gus", "Gustav Ek"), ("gus", "Iona Bell"), ("dot", "Dora Lane")])
def test_not_the_name_itself_nor_another_names(word, name):
    # "Gustav" starts with "gus": a clip of the start, read by the rule already (True), not by the list.
    assert names.nickname_of(word, name) == (name == "Gustav Ek")
