"""A word of judgement before a body part ("her dodgy knee", "his gammy left ankle") is the question's frame,
not a topic the records must say (question_frame: EVALUATIVE before BODY_PARTS; h-gate40). The body part
stays, so a history that speaks only of another part still leaves it unsaid."""

from __future__ import annotations

import pytest

from shared.domain.answerability import decision_words, unsaid_words


@pytest.mark.parametrize("question, judgement, part", [
    ("how's nadia's dodgy knee", "dodgy", "knee"),
    ("tom's gammy left ankle", "gammy", "ankle"),
    ("is priya's knackered shoulder any better", "knackered", "shoulder"),
    ("ben's bad back", "bad", "back"),
    ("what did the physio say about her dicky hip", "dicky", "hip"),
    ("sam's sore-ish wrist", "sore-ish", "wrist"),
])
def test_the_judgement_before_a_body_part_is_left_out(question, judgement, part):
    words = decision_words(question).split()
    assert judgement not in words and part in words


@pytest.mark.parametrize("question, kept", [
    # Not before a body part: the word is the topic, or part of a thing's name.
    ("jo's bad week", "bad"),
    ("his bad cholesterol", "bad"),
    ("what did she say about the old shoes", "old"),
])
def test_the_word_stays_before_anything_else(question, kept):
    assert kept in decision_words(question).split()


def test_the_body_part_asked_stays_unsaid_where_the_records_name_another():
    records = [{"text": "lower back locked up again after the drive, physio thursday", "senderName": "Ola"}]
    assert unsaid_words(decision_words("ola's dodgy back"), records) == []
    assert unsaid_words(decision_words("ola's dodgy knee"), records) == ["knee"]
