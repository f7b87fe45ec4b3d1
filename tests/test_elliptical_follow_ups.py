"""Dev failure classes of the blind sets, on hand-written data (issue 14, docs/ANSWERS.md "After h-wrong2"):
an elliptical "any X?" in a conversation asks X of the client and the topic the conversation is
about; everyday names in the kinds table ("doc" the doctor, "broken" a fracture, "side effects"
any symptom)."""

from __future__ import annotations

import pytest

from shared.domain import kinds, sameness
from shared.domain.prompt import Turn
from shared.usecases import intent

NAMES = ["Kit Marsh", "Olu Adeyemi"]


# -- "any X?": asked of whoever and whatever the conversation is about ---------------------------

@pytest.mark.parametrize("question", ["any side effects?", "Any pain since?", "anything on the scan?"])
def test_an_any_question_naming_no_one_is_a_follow_up(question):
    assert intent.is_elliptical(question)
    assert intent.is_follow_up(question)


@pytest.mark.parametrize("question", [
    "any clients with knee pain?",       # asks across the roster
    "anyone mention the marathon?",      # "anyone" is no "any " opener, and asks across the roster
    "which of them had any side effects?",
    "did the physio find anything?",     # "any" not at the start: a question of its own
])
def test_a_question_across_the_roster_or_of_its_own_is_not_elliptical(question):
    assert not intent.is_elliptical(question)


def test_an_elliptical_question_carries_the_previous_topic_besides_its_own():
    turns = [Turn("user", "what bp meds is kit on"), Turn("assistant", "Amlodipine 5 mg…")]
    assert intent.carried_topic("any side effects?", turns, NAMES) == "bp meds"
    # A question with a topic of its own that is not elliptical carries nothing, as before.
    assert intent.carried_topic("what did kit say about his knee", turns, NAMES) == ""
    assert intent.carried_topic("any clients with knee pain?", turns, NAMES) == ""
    # Nothing earlier: nothing carried.
    assert intent.carried_topic("any side effects?", [], NAMES) == ""


# -- everyday names in the kinds table ---------------------------------------------------------

@pytest.mark.parametrize("asked, found, relation", [
    ("doc", "doctor", "same"),
    ("doc", "gp", "same"),
    ("doc", "physio", "sibling"),
    ("broken", "fracture", "same"),
    ("broken", "sprain", "sibling"),
    ("injury", "broken", "narrower"),
    ("side effects", "puffy", "narrower"),
    ("side effects", "nausea", "narrower"),
    ("swelling", "puffy", "same"),
])
def test_everyday_names(asked, found, relation):
    assert kinds.relation_of_words(asked, found) == relation


def test_a_record_in_the_plain_word_says_the_everyday_one():
    assert sameness.word_in("doc", "what did the doc give olu", {"text": "doctor gave me naproxen, bit drowsy"})
    assert sameness.word_in("broken", "his right hand broken or not", {"text": "could be a boxer's fracture, get it x-rayed"})
    assert sameness.word_in("effects", "any side effects", {"text": "ankles puffy in the evenings since the new tablets"})
    # A sibling is no answer: a sprain is not a break.
    assert not sameness.word_in("broken", "is her wrist broken", {"text": "sprained wrist, strapped for a week"})


# -- "is he still on it": what the previous answer said he takes --------------------------------

ANSWER = (
    'Here is what I found:\n[1] On Jul 11 Coach wrote: "That sounds like bursitis. See a doctor if it gets worse."\n'
    '[2] On Jul 25 Kit Marsh wrote: "doctor gave me naproxen and i started creatine again"'
)


def test_a_follow_up_on_what_he_takes_carries_the_medicines_the_previous_answer_named():
    turns = [Turn("user", "what did the doc give kit for the bursitis"), Turn("assistant", ANSWER)]
    assert intent.carried_topic("is he still on it", turns, NAMES) == "naproxen creatine"
    assert intent.carried_topic("and is he still on them?", turns, NAMES) == "naproxen creatine"
    # Not a question about what he takes: the previous question's topic alone.
    assert intent.carried_topic("and the one before that?", turns, NAMES) == "doc bursitis"


def test_a_medicine_the_previous_question_named_is_not_carried_twice():
    answer = '[1] Kit Marsh wrote: "switched from naproxen to ibuprofen"'
    turns = [Turn("user", "what painkillers is kit on"), Turn("assistant", answer)]
    # The question asked for medicines: the answer's are what it found, and the topic already names them.
    assert intent.carried_topic("is he still on them", turns, NAMES) == "painkillers"
