"""Who else won or placed, asked of the client in focus's own result, that no record names ("who came second",
"who beat him" after "how did he do at the open"): shared/domain/placings_asked.py (h-false61; blind47-087,
blind48-212, -553, blind49-133, -142, -364). Hand-written records and names of no roster."""
from __future__ import annotations

from shared.domain import placings_asked
from shared.usecases import never_said
from shared.usecases.tenancy import ClientRef
from tests.candidates import candidate

_TOM = ClientRef("tom-hale", "Tomas Hale")


def _roster_name(word: str) -> bool:
    return word in {"tomas", "tom", "hale"}


def _placer(question: str, *texts: str) -> str:
    return placings_asked.untold_placer(question, [candidate(t) for t in texts], _TOM, _roster_name)


def test_a_placer_no_record_names_is_named():
    assert _placer("who came second", "Masters K1 at the lake: 1st! Only two of us in it.") == "who came second"
    assert _placer("who won it", "Tom 2nd at the harbour race, happy with that") == "the winner's name"
    # The client's own win of another event names no one who beat him or won this one.
    assert _placer("who beat him", "Tom won the junior open! Unbeaten this summer.",
                   "Tom: 2nd at the point (juniors).") == "the winner's name"
    # A placing other than the one asked names no one who came second.
    assert _placer("who came second", "Tom 1st in the masters, Lise 6th in the open.") == "who came second"
    # The event asked by name: a winner of another event is not its winner.
    assert _placer("who won the veterans", "Orrin won the junior county with 23.",
                   "Tom 22 out of 25, 2nd in the veterans.") == "the winner's name"


def test_a_placer_named_answers():
    assert _placer("who won it", "finished in 2:14, bekele beat mo, saw them on the telly") == ""
    assert _placer("who came second", "Tom 1st, Lise 2nd in the open") == ""
    assert _placer("who came second", "Lise came second") == ""
    assert _placer("who beat him", "lost to Hannah in the final") == ""
    assert _placer("who won the veterans", "Orrin won the veterans with 24, Tom 2nd.") == ""


def test_the_roster_question_and_other_questions_are_not_read():
    # No client in focus: "who came 3rd at exeter" asks which client.
    assert placings_asked.untold_placer("who came second", [candidate("1st!")], None, _roster_name) == ""
    assert _placer("who came to watch", "1st!") == ""
    assert _placer("who won a medal", "1st!") == ""


def test_the_check_is_in_the_registry():
    assert "placer" in [c.name for c in never_said.CHECKS]


def test_the_follow_up_read_again_with_the_threads_thing_is_read_so():
    # The chat reads a refused follow-up again with the thread's thing: its words are the event's.
    assert _placer("who won it harbour race", "Won the K1 at the winter race today") == "the winner's name"
    assert _placer("who came second win county juniors", "Tom won the county juniors with 81",
                   "he was joint 1st with a dog from Bala") == "who came second"
    assert _placer("who won it harbour race", "Harbour race: Lise won it, Tom 3rd") == ""
