"""A client's first name that is also a common word ("Will") names the client where the question's
shape makes it the name, typed lowercase or not (shared/domain/word_names.py, read by
intent.clients_named for chatWithAI and semanticSearch alike); "will" the verb names no one.

On main a lowercase "will" never named Will ("how's will" was answered "Which client and which topic
do you mean?"), and a capitalised "Will" opening a question always did ("Will he be ok?").
Hand-written names and sentences, not taken from any benchmark set."""

from __future__ import annotations

from datetime import datetime, timezone

import pytest

from shared.domain import names as person_names
from shared.domain.word_names import stands_as_name
from shared.usecases import intent
from shared.usecases.tenancy import ClientRef

NOW = datetime(2026, 3, 20, 9, tzinfo=timezone.utc)
WILL = ClientRef("will", "Will Okafor")
NIA = ClientRef("nia", "Nia Brooks")
MAY = ClientRef("may", "May Lindqvist")
ROSTER = [WILL, NIA, MAY]


def _ids(question: str) -> list[str]:
    return [c.client_id for c in intent.clients_named(question, ROSTER, NOW)]


@pytest.mark.parametrize("question", [
    "how's will",                               # after "how's": the subject asked about
    "hows will getting on",
    "how is will doing since the op",
    "did will get his bloods back",             # after an auxiliary the modal never stands
    "is will still icing it",
    "what year's will in at uni",
    "will's hamstring",                         # the possessive
    "wills hamstring",
    "any injuries for will",                    # after a preposition
    "what did i tell will about his deadlift",  # after a verb of telling
    "will in the second week of feb",           # alone once the period is read out
    "will hamstring",                           # at the start, a noun after it
    "what did i say when will got the flu",     # "got": a form the modal never takes
    "What did Will say about the flu?",         # capitalised inside a sentence, as before
])
def test_will_the_name_names_will(question):
    assert _ids(question) == ["will"]


@pytest.mark.parametrize("question", [
    "will he be back for the league",           # the modal opening a question with its subject
    "Will he be ok for saturday?",              # capitalised, but at the start of the sentence
    "will the knee hold up",
    "when will she be cleared to run",          # after a question word
    "she will be fine by friday surely",        # after its subject
    "who will cover the sessions",
    "will be back on monday?",                  # a verb the modal takes
    "knee looks better, will he race",
])
def test_will_the_verb_names_no_one(question):
    assert _ids(question) == []


def test_will_the_verb_before_another_clients_name_names_that_client_only():
    assert _ids("will nia race on sunday") == ["nia"]
    assert _ids("Will Nia be fit?") == ["nia"]


def test_a_month_that_is_a_first_name_still_needs_its_capital():
    # "may" stands where a month stands ("from may", "in may"); the period step reads the month first.
    assert _ids("anything from may about the hip") == []
    assert _ids("what did May say about her hip") == ["may"]


def test_the_shape_is_read_where_the_name_is_written():
    text = "when will he see will"
    (first, second) = person_names.spans(text, {"will"})
    assert not stands_as_name(text, first[0], first[1], first[2])    # the modal
    assert stands_as_name(text, second[0], second[1], second[2])     # after "see": the person
