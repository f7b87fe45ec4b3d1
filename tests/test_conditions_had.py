"""A condition or a complication asked as had, never said (shared/domain/conditions_had.py), and a medicine
asked as needed, never said (shared/domain/treatments_had.py's groups of medicines; h-refuse39)."""
from __future__ import annotations

from shared.domain import conditions_had, treatments_had


def test_a_condition_asked_as_had_whose_word_is_never_said_is_named():
    assert conditions_had.unsaid_condition("did have frozen shoulder", ["frozen"]) == "frozen shoulder"
    assert conditions_had.unsaid_condition("has developed cellulitis in the leg", ["cellulitis"]) == "cellulitis"
    assert conditions_had.unsaid_condition("did end up with a chest infection", ["infection"]) == "chest infection"
    assert conditions_had.unsaid_condition("did get a black eye at the match", ["black"]) == "black eye"


def test_a_condition_said_or_not_asked_as_had_is_left_alone():
    # Every word said (the decision found none missing): the history may answer, yes or no.
    assert conditions_had.unsaid_condition("did have frozen shoulder", []) == ""
    # Not a yes-or-no question of having it, or no condition of the table.
    assert conditions_had.unsaid_condition("what did the gp say about the frozen shoulder", ["frozen"]) == ""
    assert conditions_had.unsaid_condition("is she on the flu jab", ["flu"]) == ""
    assert conditions_had.unsaid_condition("did get a rash", ["rash"]) == ""
    # A word of the table inside a longer word is not the condition ("afternoon" is no "af").
    assert conditions_had.unsaid_condition("did have afternoon tea", ["afternoon"]) == ""


def test_a_medicine_asked_as_needed_whose_group_is_never_said_is_named():
    assert treatments_had.unsaid_treatment("did need antibiotics after the bite", ["antibiotics"]) == "antibiotics"
    assert treatments_had.unsaid_treatment("did get painkillers from the gp", ["painkillers", "gp"]) == "painkillers"
    assert treatments_had.unsaid_treatment("did need antibiotics after the bite", []) == ""
