"""A variant of a thing whose modifier the history never says, the records naming another
(word_evidence.other_variant, read by search.decide after the model's features).

Hand-written questions and records: "her goblet squat" is not answered by "box squats felt strong" (the
squat came up, the goblet one never did), "his knee sleeves" not by "wear elbow sleeves"; a record
that names the squat without a modifier ("squat 140 for 3"), a modifier the history does say, a
body part's side or level (read elsewhere) and a family's own word ("pills") are left to the other
evidence."""

from __future__ import annotations

from types import SimpleNamespace

from shared.domain import word_evidence
from shared.domain.answerability import AnswerabilityModel, Evidence, decide

MODEL = AnswerabilityModel({"unmatched_salience": -7.0}, 0.5, 0.2)


def record(text: str, relevance: float = 0.9):
    return SimpleNamespace(id=text[:12], relevance=relevance, metadata={"text": text})


def test_a_modifier_never_said_beside_the_thing_named_with_another_is_another_variant():
    pool = [record("box squats felt strong today, 3x5 at 90"), record("sleep ok", 0.4)]
    assert word_evidence.other_variant("how is her goblet squat", ["goblet"], pool, 0.7) == "goblet squat"
    # A thing the kinds table does not name ("routine") is left to the other evidence.
    pool = [record("her evening routine is all over the place")]
    assert word_evidence.other_variant("her morning routine", ["morning"], pool, 0.7) == ""
    pool = [record("wear elbow sleeves for the low bar sets")]
    assert word_evidence.other_variant("his knee sleeves", ["knee"], pool, 0.7) == "knee sleeves"
    pool = [record("Romanian deadlifts 3x8, slow on the way down")]
    assert word_evidence.other_variant("maya trap deadlift pb", ["trap"], pool, 0.7) == "trap deadlift"


def test_the_thing_said_bare_or_the_modifier_said_is_left_to_the_other_evidence():
    bare = [record("squat 140 for 3, depth much better")]
    assert word_evidence.other_variant("his goblet squat", ["goblet"], bare, 0.7) == ""
    # The modifier is said somewhere in the history: not in `unsaid`.
    pool = [record("box squats felt strong")]
    assert word_evidence.other_variant("her goblet squat", [], pool, 0.7) == ""
    # Only a relevant record counts.
    assert word_evidence.other_variant("her goblet squat", ["goblet"], [record("box squats", 0.5)], 0.7) == ""
    # The other modifier must be a word: a number or punctuation before the thing is no variant.
    pool = [record("Openers: 3 squats then rest. Squat depth fine")]
    assert word_evidence.other_variant("her goblet squat", ["goblet"], pool, 0.7) == ""


def test_a_family_word_or_a_body_part_is_not_read_as_a_variant():
    pool = [record("the diamox pills made my fingers tingle")]
    assert word_evidence.other_variant("the altitude pills", ["altitude"], pool, 0.7) == ""
    pool = [record("upper back tight after the drive")]
    assert word_evidence.other_variant("her lower back", ["lower"], pool, 0.7) == ""


def test_decide_refuses_with_the_variant_named():
    facts = Evidence(0.9, 0.9, 0.9, 0.02, 0.02)
    unsaid = word_evidence.other_variant("how is her goblet squat", ["goblet"], [record("box squats felt strong")], 0.7)
    d = decide(0.9, 0.7, facts=facts, model=MODEL, unsaid=unsaid)
    assert not d.answerable and d.reason == "topic_absent" and d.absent_topic == "goblet squat"
    assert decide(0.9, 0.7, facts=facts, model=MODEL, unsaid="").answerable
