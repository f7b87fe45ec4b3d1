"""The subject slot of a question typed in lowercase (answerability.slot_subject): a name the trainer
types without a capital ("did wren send her 7a") is looked up like a capitalised subject when the
question names none of the trainer's clients (shared/usecases/search.py `decide`)."""

from __future__ import annotations

from shared.domain.answerability import slot_subject


def test_a_lowercase_name_after_the_opening_is_the_subject():
    assert slot_subject("whats tanes weight now") == "tanes"
    assert slot_subject("did mirko pass his grading") == "mirko"
    assert slot_subject("hows sofia's knee") == "sofia"
    assert slot_subject("what did olek say about gluten") == "olek"
    assert slot_subject("is bram on creatine") == "bram"


def test_pronouns_function_words_and_other_openings_are_not_subjects():
    assert slot_subject("did anyone mention gout") == ""
    assert slot_subject("did she say anything about sleep") == ""
    assert slot_subject("is there a class on friday") == ""
    assert slot_subject("has everyone paid") == ""
    # A verb after the opening, and questions opening otherwise, name no subject here.
    assert slot_subject("what was discussed last week") == ""
    assert slot_subject("who takes naproxen") == ""
    assert slot_subject("whats her squat pb") == ""
    assert slot_subject("any news from the physio") == ""


def test_an_elliptical_question_opening_on_a_possessive_name_names_it():
    # A note-to-self: the name, its "s" or "'s", the topic; no verb for the subject slot.
    assert slot_subject("jonas's 5k time") == "jonas"
    assert slot_subject("marits bloods") == "marits"
    assert slot_subject("petra\u2019s hip flexor") == "petra"


def test_an_opening_word_with_an_s_is_no_name():
    # English words with or without their "s": a topic, a contraction, a question word.
    assert slot_subject("squats form check") == ""
    assert slot_subject("hows his knee") == ""
    assert slot_subject("lets look at the plan") == ""
    assert slot_subject("its been a week") == ""
    assert slot_subject("anyones knee sore") == ""
    assert slot_subject("hamstrings tight again") == ""
