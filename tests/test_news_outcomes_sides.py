"""Failure classes of the third blind set, on hand-written data (issue 14, docs/ANSWERS.md "After h-b3"):
words that frame a question for news or a measure are no topic; an outcome's values answer each
other; sides of paired parts and one-sided complaints, in any word order; neighbours in the kinds
table (knee structures, grandchildren) are siblings, not the same thing."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from shared.domain import kinds, sameness, sides, word_evidence
from shared.domain.answerability import decision_words
from shared.domain.question_frame import asks_news
from shared.usecases import intent


# -- a generic word framing the question is no topic -----------------------------------------

@pytest.mark.parametrize("question, words", [
    ("priyas latest ferritin", "priyas ferritin"),
    ("the most recent weigh in for tom", "weigh tom"),
    ("any news from olu", "olu"),
    ("what has happened with kit", "kit"),
    ("what is happening with her shoulder", "shoulder"),
    ("toms sleep score last week", "toms sleep last week"),
    ("his step count", "step count"),  # "count" is no measure frame: "step" alone is everyday speech
    ("her stress level", "stress"),
    ("hows ana getting on", "ana"),
])
def test_news_recency_and_measure_words_are_frame_not_topic(question, words):
    assert decision_words(question) == words


@pytest.mark.parametrize("question", [
    "any news from olu", "what happened with kit", "whats new with priya", "hows ana getting on",
    "any updates on tom",
])
def test_a_question_asking_only_for_news_is_a_status_question(question):
    names = ["Olu Ade", "Kit Marsh", "Priya Das", "Ana Lima", "Tom Hale"]
    topic = intent.topic(question, names)
    assert asks_news(question) and topic == "" and intent.asks_status(question, topic)


def test_news_with_a_topic_keeps_the_topic():
    assert intent.topic("any news about her ferritin", ["Priya Das"]) == "ferritin"
    assert not intent.asks_status("any news about her ferritin", "ferritin")
    assert not asks_news("what did the physio say about her knee")


# -- outcome words answer each other ----------------------------------------------------------

@pytest.mark.parametrize("word, text", [
    ("win", "lost on points but went the distance"),
    ("lose", "WON the final!!"),
    ("pass", "failed the grading, again in march"),
    ("miss", "hit the target weight on the day"),
])
def test_an_outcome_is_answered_by_its_other_value(word, text):
    assert sameness.word_in(word, f"did she {word}", {"text": text})
    assert word in sameness.lookup_words(word, f"did she {word}")


def test_an_outcome_word_is_not_said_by_an_unrelated_record():
    assert not sameness.word_in("win", "did she win", {"text": "knee sore after the run"})
    # The outcome of an event named after it counts; a thing lost is no outcome.
    assert sameness.word_in("win", "did he win the fight", {"text": "lost the fight on a split"})
    assert not sameness.word_in("lost", "when has he lost his job", {"text": "won the final"})
    assert not sameness.word_in("make", "what did she make", {"text": "missed the bus"})


# -- sides of paired parts and one-sided complaints -------------------------------------------

def record(n: int, text: str, relevance: float = 0.9, kind: str = "message"):
    return SimpleNamespace(id=f"r{n}", relevance=relevance, metadata={"text": text, "sourceType": kind})


@pytest.mark.parametrize("question, text, written", [
    ("what did she say about her right eye", "bruise under my left eye, its fine", "right eye"),
    ("his right leg sciatica", "left-sided sciatica down to the calf", "right leg sciatica"),
    ("the right sided hernia", "hernia on the left, op in may", "right sided hernia"),
    ("her left kidney", "R kidney stone passed", "left kidney"),
    ("his left knee", "ACL reconstruction on the right knee", "left knee"),
])
def test_a_side_asked_is_refused_when_the_records_name_only_the_other(question, text, written):
    assert word_evidence.other_side(question, [record(1, text)], 0.7) == written


def test_the_same_side_in_another_word_order_is_an_answer():
    assert word_evidence.other_side("her right eye", [record(1, "eye (R) still watering")], 0.7) == ""
    assert word_evidence.other_side("his left leg sciatica", [record(1, "sciatica on the left side")], 0.7) == ""
    assert word_evidence.other_side("his left knee", [record(1, "L knee swollen")], 0.7) == ""


def test_someone_elses_side_in_a_conversation_is_not_the_clients():
    said = "keep moving to your left, away from his left hand"
    assert word_evidence.other_side("his right hand", [record(1, said)], 0.7) == ""
    # In a session note, "his" is the client.
    note = record(1, "his left hand is swollen", kind="session_note")
    assert word_evidence.other_side("his right hand", [note], 0.7) == "right hand"


def test_handedness_and_a_side_far_from_the_part_are_no_side():
    assert sides.sided_parts("right-handed, hits hard") == []
    assert sides.sided_parts("right after training my calf cramped") == []


# -- neighbours are siblings --------------------------------------------------------------------

@pytest.mark.parametrize("asked, found, relation", [
    ("granddaughter", "grandson", "sibling"),
    ("grandkids", "granddaughter", "narrower"),
    ("meniscus", "acl", "sibling"),
    ("knee", "meniscus", "narrower"),
    ("mcl", "acl", "sibling"),
])
def test_relatives_and_knee_structures_are_siblings(asked, found, relation):
    assert kinds.relation_of_words(asked, found) == relation


def test_a_sibling_does_not_say_the_word():
    assert not sameness.word_in("granddaughter", "granddaughter", {"text": "Grandson Oliver cheered"})
    assert not sameness.word_in("meniscus", "meniscus", {"text": "ACL reconstruction in 2019"})


# -- follow-ups with no topic of their own -------------------------------------------------------

def test_a_follow_up_without_a_topic_carries_the_previous_questions_topic():
    from shared.domain.prompt import Turn

    turns = [Turn("user", "what did the physio give kit for the bursitis"), Turn("assistant", "An ice pack…")]
    assert intent.carried_topic("is she still on it", turns, ["Kit Marsh"]) == "physio bursitis"
    assert intent.carried_topic("and the one before that?", [Turn("user", "kits latest ferritin")], ["Kit Marsh"]) == "ferritin"
    # Its own topic, or no follow-up, or nothing earlier: nothing carried.
    assert intent.carried_topic("and her diet?", turns, ["Kit Marsh"]) == ""
    assert intent.carried_topic("is she still on it", [], ["Kit Marsh"]) == ""


def test_a_complaint_is_compared_on_itself_and_a_knee_structure_on_its_knee():
    # "right leg sciatica": the right leg named elsewhere does not put the sciatica there.
    pool = [record(1, "left-sided sciatica to the calf"), record(2, "build the right leg in warrior pose")]
    assert word_evidence.other_side("right leg sciatica", pool, 0.7) == "right leg sciatica"
    # "left acl": an ACL inside a phrase of another kind ("ACL reconstruction") and on the right knee.
    assert word_evidence.other_side("his left acl", [record(1, "Right ACL reconstruction 2019, stable")], 0.7) == "left acl"
    assert word_evidence.other_side("his left acl", [record(1, "ACL reconstruction on the right knee")], 0.7) == "left acl"
    assert word_evidence.other_side("his right acl", [record(1, "ACL reconstruction on the right knee")], 0.7) == ""
