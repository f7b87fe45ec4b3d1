"""A clinical happening asked by its verb that the history never tells (shared/domain/happening_verbs.py), a
check of the never-said registry. Hand-written questions and records."""

from __future__ import annotations

from types import SimpleNamespace

from shared.domain import happening_verbs
from shared.usecases import never_said


def _records(*texts: str) -> list[SimpleNamespace]:
    return [SimpleNamespace(metadata={"text": t}) for t in texts]


def test_the_verb_is_read_right_after_the_subject():
    verb = happening_verbs.asked_verb
    assert verb("did they lance the boil") == "lance"
    assert verb("so did the rash spread to her arm") == "spread"
    assert verb("did marta dislocate it") == "dislocate"
    # Everyday verbs, and the word elsewhere than the verb's place, are read by other checks.
    assert verb("did marta win the final") == ""
    assert verb("is her blood sugar up") == ""
    assert verb("what did they drain") == ""


def test_a_verb_never_said_nor_its_group_is_refused():
    boil = _records("big boil on my neck, gp gave me antibiotics", "neck's less red today")
    assert happening_verbs.unsaid_verb("did they lance the boil", ["lance"], boil) == "lance"


def test_a_verb_said_or_told_in_other_words_is_left_alone():
    knee = _records("knee swollen like a balloon", "they took 40ml of fluid off the knee at the clinic")
    assert happening_verbs.unsaid_verb("did they drain the knee", ["drain"], knee) == ""
    # The history says the verb: the records answer it, yes or no.
    assert happening_verbs.unsaid_verb("did they drain the knee", [], _records("knee swollen")) == ""


def test_the_registry_reads_it():
    assert any(c.name == "happening_verb" for c in never_said.CHECKS)


def test_the_verb_right_after_the_auxiliary_where_the_clients_name_was_read_off():
    # The decision reads "did marta faint at the meet" without the client's name: "did faint at the meet".
    verb = happening_verbs.asked_verb
    assert verb("did faint at the meet") == "faint"
    assert verb("has dislocated it again") == ""  # a form of the verb, not the verb asked: as after a subject
    assert verb("did win the final") == ""
    meet = _records("felt light headed at the meet, sat down for ten minutes")
    assert happening_verbs.unsaid_verb("did faint at the meet", ["faint"], meet) == "faint"


def test_a_burst_never_told_is_refused_and_one_told_in_other_words_is_not():
    cyst = _records("cyst on my wrist again, gp will look at it friday")
    assert happening_verbs.unsaid_verb("did the cyst burst", ["burst"], cyst) == "burst"
    ruptured = _records("the blister on my heel ruptured on the long run")
    assert happening_verbs.unsaid_verb("did the blister burst", ["burst"], ruptured) == ""


def test_an_injection_never_told_is_refused():
    knee = _records("knee still puffy after the match", "physio says rest it a fortnight")
    assert happening_verbs.unsaid_verb("did they inject the knee", ["inject"], knee) == "inject"
    jab = _records("cortisone jab in the knee on monday")
    assert happening_verbs.unsaid_verb("did they inject the knee", ["inject"], jab) == ""
