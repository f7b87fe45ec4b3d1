"""A follow-up after a sibling follow-up carries what the sibling was searched with (issue 14,
docs/ANSWERS.md "h-follow26"): the sibling's own words and the thread's thing it carried, not the
sibling's detail words alone ("what grade" after "which leg" after "<name>'s hamstring"). h-follow32: a
question of its own carries the sibling's thing alone; the sibling's detail comes along for one that asks it
again with a change ("and before" after "what dose")."""

from __future__ import annotations

from shared.domain.carried_things import with_carried
from shared.domain.prompt import Turn
from shared.usecases import intent

NAMES = ["Aoife Byrne", "Frank Dyer"]


def _thread(*questions: str, refused: tuple[str, ...] = ()) -> list[Turn]:
    """The questions asked in one conversation, each answered with a record quoted, but those `refused`."""
    turns: list[Turn] = []
    for n, q in enumerate(questions):
        turns += [Turn("user", q), Turn("assistant", "…", () if q in refused else (f"m-{n}",))]
    return turns


def test_with_carried_keeps_the_earlier_words_first_and_no_word_twice():
    assert with_carried("leg", "hamstring") == "leg hamstring"
    assert with_carried("dose", "meds dose") == "dose meds"
    assert with_carried("Leg", "leg") == "Leg"
    assert with_carried("upped", "") == "upped"


def test_a_siblings_detail_is_carried_with_the_threads_thing_when_asked_again():
    # "and before" asks the sibling's detail again with a change (FOLLOW_UP_OPENERS): the dose before.
    turns = _thread("frank's meds", "what dose")
    assert intent.carried_topic("and before", turns, NAMES) == "dose meds"


def test_a_question_of_its_own_after_a_sibling_carries_the_thing_the_sibling_carried():
    # h-follow32: "what grade" asks another detail of the hamstring, not the grade of "leg"; the
    # sibling's slot word ("leg", "broken", "side") is no topic word of this question.
    turns = _thread("what happened to aoife's hamstring", "which leg")
    assert intent.carried_topic("what grade", turns, NAMES) == "hamstring"
    turns = _thread("what happened to aoife's ankle", "which side", "was it broken")
    assert intent.carried_topic("what grade", turns, NAMES) == "ankle"
    assert intent.carried_topic("how long was she out", turns, NAMES) == "ankle"
    # A question naming the thing alone asks the sibling's slot of it again: which ribs, which side.
    turns2 = _thread("what did frank do to his ribs", "which side")
    assert intent.carried_topic("which ribs", turns2, NAMES) == "side ribs"
    # Each sibling of the chain carried the thing too: "was it broken" after "which side" is the ankle's.
    assert intent.carried_topic("was it broken", turns[:4], NAMES) == "ankle"


def test_the_thread_opener_alone_is_carried_as_before():
    turns = _thread("what happened to aoife's hamstring")
    assert intent.carried_topic("which leg", turns, NAMES) == "hamstring"
    # A sibling that carried nothing (a question of its own) gives its own words alone.
    turns = _thread("what happened to aoife's hamstring", "what did the physio say about her knee")
    assert intent.carried_topic("which side", turns, NAMES) == "physio knee"


def test_a_refused_siblings_words_carry_alone_as_before():
    # "why was it delayed" quoted nothing (the records say "pushed"): nothing of that thing answered it.
    turns = _thread("robin's jabs", "when was the second", "why was it delayed", refused=("why was it delayed",))
    assert intent.carried_topic("any side effects", turns, NAMES) == "delayed"
    turns = _thread("frank's meds", "what dose", refused=("what dose",))
    assert intent.carried_topic("any side effects", turns, NAMES) == "dose"


def test_a_chain_of_siblings_carries_each_ones_words():
    turns = _thread("frank's meds", "what dose", "which one")
    assert set(intent.carried_topic("and before", turns, NAMES).split()) >= {"dose", "meds"}


# -- an English word one letter from a client's first name is the word, not a slip of the name ----

from shared.usecases.tenancy import ClientRef  # noqa: E402

AOIFE, GRACE, BILL, JACK = (ClientRef("aoife", "Aoife Brennan"), ClientRef("grace", "Grace Doyle"),
                            ClientRef("bill", "Bill Okoro"), ClientRef("jack", "Jack Pemberton"))


def test_a_word_one_letter_from_a_first_name_names_no_client():
    roster = [AOIFE, GRACE, BILL, JACK]
    assert intent.named_clients("what grade", roster) == []       # not Grace
    assert intent.named_clients("till when", roster) == []        # not Bill
    assert intent.named_clients("how many mins in her first game back", roster) == []  # not Jack


def test_a_slip_that_is_no_word_still_names_its_client():
    roster = [AOIFE, GRACE, BILL, JACK]
    assert intent.named_clients("how is gracce", roster) == [GRACE]
    assert intent.named_clients("what did aoiff say", roster) == [AOIFE]
    assert intent.named_clients("what grade did grace get", roster) == [GRACE]  # the name itself


def test_a_one_word_or_any_follow_up_carries_the_siblings_words_alone():
    # "torn?", "any scan on it?": answerable or not is in its one word; the thread's thing besides
    # answered unanswerable ones with the thing's records.
    turns = _thread("#ollie #wrist", "which side again")
    assert intent.carried_topic("any scan on it?", turns, NAMES) == "side"
    turns = _thread("what happened to aoife's hamstring", "which leg")
    assert intent.carried_topic("torn?", turns, NAMES) == "leg"
