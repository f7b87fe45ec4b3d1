"""A climbing grade written by itself gives the grade asked (asked_attributes._CLIMBING_GRADE, read by
word_evidence.unheld_attribute).

Hand-written records: a climber says what they sent by its grade alone ("sent my first 7a+ today",
"Font 6b at the boulders", "flashed a V4"), never the word "grade"; a question of the grade is
answered there. A record of the climb with no grade still leaves it unheld, and a low number with a
letter ("room 4b", "form 3c") is no grade."""

from __future__ import annotations

from types import SimpleNamespace

from shared.domain import asked_attributes, word_evidence


def record(text: str, relevance: float = 0.9):
    return SimpleNamespace(id=text[:12], relevance=relevance, metadata={"text": text})


def test_a_climbing_grade_by_itself_is_a_grade():
    assert asked_attributes.holds_attribute("grade", "sent my first 7a+ today, fingers wrecked")
    assert asked_attributes.holds_attribute("grade", "Font 6b at the boulders, so happy")
    assert asked_attributes.holds_attribute("grade", "flashed a V4 at the wall tonight")
    assert asked_attributes.holds_attribute("grade", "6C SENT!! finally")


def test_a_low_number_with_a_letter_is_no_grade():
    assert not asked_attributes.holds_attribute("grade", "class moved to room 4b this week")
    assert not asked_attributes.holds_attribute("grade", "bouldering tonight, skin is shredded")


def test_the_grade_asked_is_held_where_the_climber_gives_it():
    pool = [record("sent my first 7a+ today, fingers wrecked"), record("see you thursday", 0.4)]
    assert word_evidence.unheld_attribute("noor's climbing grade now", pool, 0.7) == ""


def test_a_record_of_the_climb_without_a_grade_leaves_it_unheld():
    pool = [record("bouldering tonight, skin is shredded"), record("see you thursday", 0.4)]
    assert word_evidence.unheld_attribute("noor's climbing grade now", pool, 0.7) == "grade"
