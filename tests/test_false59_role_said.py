"""A person of a trade or of work asked as the one who said something ("what did stu's doctor say about his
cholesterol", "what did trystan's boss say about the shoulder") whom the client's history never names
(shared/domain/role_said.py; h-false59)."""
from __future__ import annotations

from shared.domain import role_said
from shared.usecases import never_said
from tests.candidates import candidate


def test_a_role_never_named_asked_as_the_one_who_said_it_is_named():
    assert role_said.unsaid_role("what did stu's doctor say about his cholesterol", ["doctor"]) == "doctor"
    assert role_said.unsaid_role("what did trystan's boss say about the shoulder", ["boss"]) == "boss"
    assert role_said.unsaid_role("what does her new physio think", ["physio"]) == "physio"
    assert role_said.unsaid_role("what did merv\u2019s doctor tell him", ["doctor"]) == "doctor"
    # The search takes the client's name off before the decision: "what did stu's doctor say" is read so.
    assert role_said.unsaid_role("what did doctor say about his cholesterol", ["doctor"], [
        candidate("Lab panel of Jun 15, 2006 for Stuart Gaskell: Total cholesterol 5.2 mmol/L (high; reference 0-5).")
    ]) == "doctor"
    assert role_said.unsaid_role("what did boss say about the shoulder", ["boss"]) == "boss"


def test_a_role_the_history_names_keeps_the_question():
    # "See the GP" is said of Graziella: her GP may have said something (blind43-081, answerable).
    assert role_said.unsaid_role("what did graziella's gp say", []) == ""
    assert role_said.unsaid_role("did roddy's doctor say keep taking the tablets", ["tablets"]) == ""
    # A doctor the records call by another name ("GP says a strain") said something.
    assert role_said.unsaid_role("what did doctor say about the shoulder", ["doctor"],
                                 [candidate("GP says a strain. Ibuprofen, and a physio in Wrexham.")]) == ""


def test_other_shapes_are_not_read():
    # A relative is the `relative` check's; "the physio" is no one's in particular (a follow-up's).
    assert role_said.unsaid_role("what did her husband say last", ["husband"]) == ""
    assert role_said.unsaid_role("what did the physio say", ["physio"]) == ""
    # The role not as the one who said it: "what did he say to his physio".
    assert role_said.unsaid_role("what did he say to his physio", ["physio"]) == ""
    assert role_said.unsaid_role("did stu see a doctor about it", ["doctor"]) == ""


def test_the_check_is_in_the_registry_after_the_relative():
    names = [c.name for c in never_said.CHECKS]
    assert names.index("role_said") == names.index("relative") + 1
