"""A thing asked of the client in focus that every record telling it tells of someone else by name, in a group
chat the client is in ("did stu have a puncture": "Nigel 3rd overall with a puncture"): shared/domain/
told_of_another.py (h-false61; blind45-123, blind46-066, blind47-245, -408, blind48-239, -542, -660, -750,
blind49-506, -565). Hand-written records and names of no roster."""
from __future__ import annotations

from shared.domain import told_of_another
from shared.usecases import never_said
from shared.usecases.tenancy import ClientRef
from tests.candidates import candidate

_STAN = ClientRef("stan-moss", "Stanley Moss")
_WILF = ClientRef("wilf-grey", "Wilfred Grey")
_CLUB = [candidate("Brackley sportive: Wilf 2nd overall with a puncture, Stan 9th in his age group. Proud of you all."),
         candidate("Long ride on Sunday, legs like lead.")]


def _roster_name(word: str) -> bool:
    return word in {"stan", "stanley", "wilf", "wilfred", "moss", "grey"}


def test_a_thing_told_only_of_another_member_is_named():
    assert told_of_another.told_of_another("did have a puncture", _CLUB, _STAN, _roster_name) == "puncture"
    assert told_of_another.told_of_another("puncture", _CLUB, _STAN, _roster_name) == "puncture"
    # A verb told by its past form ("won" of "win"), of another client of the roster ("Tobiah").
    won = [candidate("Tobiah won the county cup! 210 in the final.")]
    assert told_of_another.told_of_another("did win the county cup", won, _STAN,
                                           lambda w: _roster_name(w) or w == "tobiah") == "win the county cup"
    # Another's possessive ("Wilf's out …"), a second name joined to the first ("Wilf and Biscuit").
    assert told_of_another.told_of_another("cracked rib", [candidate("Wilf's out for six weeks with a cracked rib.")],
                                           _STAN, _roster_name) == "cracked rib"
    assert told_of_another.told_of_another("did qualify for the county show", [candidate(
        "Wilf and Biscuit qualified for the county show today, 3rd at 1.15!")], _STAN, _roster_name) \
        == "qualify for the county show"


def test_a_thing_told_of_the_client_answers():
    # The client named as the subject, by their name or a pet name of it.
    assert told_of_another.told_of_another("did have a puncture", _CLUB, _WILF, _roster_name) == ""
    assert told_of_another.told_of_another("did win the county cup", [candidate("Stan won the county cup!")],
                                           _STAN, _roster_name) == ""
    # One clause telling it with no one's name (the client's own message), beside another's.
    own = [*_CLUB, candidate("Puncture at mile 3, walked it in.")]
    assert told_of_another.told_of_another("did have a puncture", own, _STAN, _roster_name) == ""
    # The client may be one of those named: a first or second person in the clause.
    assert told_of_another.told_of_another("did have a puncture", [candidate(
        "Wilf and me both had a puncture on the climb")], _STAN, _roster_name) == ""
    # A trade or a relative is no one else's thing: their words are of the client.
    assert told_of_another.told_of_another("ankle", [candidate("Physio says the ankle is a sprain, two weeks.")],
                                           _STAN, _roster_name) == ""


def test_other_questions_and_no_client_are_not_read():
    assert told_of_another.told_of_another("when did have a puncture", _CLUB, _STAN, _roster_name) == ""
    assert told_of_another.told_of_another("who had a puncture", _CLUB, _STAN, _roster_name) == ""
    assert told_of_another.told_of_another("did have a puncture", _CLUB, None, _roster_name) == ""
    # Nothing telling the thing at all: left to the other checks.
    assert told_of_another.told_of_another("did have a crash", _CLUB, _STAN, _roster_name) == ""


def test_the_check_is_in_the_registry():
    assert "told_of_another" in [c.name for c in never_said.CHECKS]


def test_a_capitalised_word_that_begins_a_sentence_is_no_one_else():
    # "Left" is a word before it is a name (blind46-110 "nigle mellor knee": "Left knee niggle in May").
    note = [candidate("Stan: 1st overall at the abbey. Left knee niggle in May, saddle lowered, gone in days.")]
    assert told_of_another.told_of_another("niggle knee", note, _STAN, _roster_name) == ""


def test_a_period_alone_and_a_word_of_no_list_are_not_read():
    # "in october" is a period, no thing ("Parkinson's (October)"); "how's getting on" a question.
    assert told_of_another.asked_thing("in october") is None
    assert told_of_another.asked_thing("how's getting on") is None
    # A feast, or a word of no list of names (a drug, a place), begins no one else's clause.
    assert told_of_another.told_of_another("grayling", [candidate("Christmas grayling match on the Wye")],
                                           _STAN, _roster_name) == ""
    assert told_of_another.told_of_another("ear", [candidate("Otomize for the ear, twice a day")],
                                           _STAN, _roster_name) == ""


def test_a_clause_with_no_subject_of_its_own_is_the_first_clauses_persons():
    rig = [candidate("Wilf's rig tipped at the forest this morning, knee's hurt. Go steady on that bend.")]
    assert told_of_another.told_of_another("knee", rig, _STAN, _roster_name) == "knee"
    assert told_of_another.told_of_another("did hurt knee", rig, _STAN, _roster_name) == "hurt knee"
    # Not where the clause says "I" or "you", nor where the first clause is the client's.
    assert told_of_another.told_of_another("knee", [candidate("Wilf's rig tipped, my knee's hurt")],
                                           _STAN, _roster_name) == ""
    assert told_of_another.told_of_another("knee", [candidate("Stan's rig tipped, knee's hurt")],
                                           _STAN, _roster_name) == ""


def test_what_the_client_writes_of_someone_else_is_theirs_to_tell():
    # blind50-379 "did queenie have a stroke": her own "Basil's had a stroke" answers it (no, he did).
    own = [candidate("Wilf's had a stroke, he's in the infirmary.", senderId="stan-moss")]
    assert told_of_another.told_of_another("did have a stroke", own, _STAN, _roster_name) == ""
    coach = [candidate("Wilf's had a stroke, he's in the infirmary.", senderId="coach-1")]
    assert told_of_another.told_of_another("did have a stroke", coach, _STAN, _roster_name) == "stroke"
