"""h-refuse38: a place asked by "which" with words qualifying its noun ("which eye hospital did wayne go to"),
and a word before the thing asked read as its place only within the thing's own phrase ("atrial fibrillation
(ECG 8 August)" names no hospital of the ECG). shared/domain/asked_places.py; hand-written records."""

from types import SimpleNamespace

from shared.domain import asked_attributes, asked_places


def record(text, relevance=0.9):
    return SimpleNamespace(metadata={"text": text}, relevance=relevance)


def known(word):
    return word in ("wayne", "pauline")


def test_a_place_noun_after_words_qualifying_it_is_asked():
    label, thing = asked_places.asked_place("which eye hospital did wayne go to", known)
    assert label == "the hospital's name" and "ey" in thing  # the qualifier stays a word of the thing
    assert asked_places.asked_place("which sports club does he play for", known)[0] == "the club's name"
    # A verb or a determiner between "which" and the noun: no place noun asked.
    assert asked_places.asked_place("which did she go to, the hospital", known)[0] == ""
    assert asked_places.asked_place("which knee did the hospital scan", known)[0] == ""
    # The noun right after "which" as before.
    assert asked_places.asked_place("which hospital did pauline have the ecg at", known)[0] == "the hospital's name"


def test_the_eye_hospital_never_named_is_refused_and_a_named_one_answers():
    question = "which eye hospital did wayne go to"
    unnamed = [record("left eye's got floaters and a curtain coming down over it, going to the eye hospital")]
    assert asked_places.unheld_place(question, unnamed, 0.7, known) == "the hospital's name"
    named = [record("going to Moorfields eye hospital tomorrow about the floaters")]
    assert asked_places.unheld_place(question, named, 0.7, known) == ""


def test_a_word_before_the_thing_places_it_only_in_the_things_own_phrase():
    question = "which hospital did pauline have the ecg at"
    said = asked_attributes.said_words(question)
    # A bracket between the diagnosis and the test: the diagnosis is no place of the ECG.
    note = "Pauline: atrial fibrillation (ECG 8 August), warfarin from 12 August, bisoprolol"
    assert not asked_places.holds_place(note, frozenset({"ecg"}), said)
    assert asked_places.unheld_place(question, [record(note)], 0.7, known) == "the hospital's name"
    # Right before the thing in one phrase: a name is its place ("the Cardiff 10k").
    assert asked_places.holds_place("did the Cardiff 10k in 48 min", frozenset({"10k"}), frozenset({"10k"}))
    assert asked_places.holds_place("had the Gorleston ECG on monday", frozenset({"ecg"}), said)
