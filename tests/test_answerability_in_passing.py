"""A body part the records say only in passing (word_evidence.said_in_passing) and the decision's refusal.

Hand-written records: a question about a client's back answered from "back on track today" or
"going back to work", or about her calf from a plan of "calf raises", is refused; a record that
names the part as such ("my lower back is sore", "calves on fire"), or a question about the
exercise itself, is left to the other evidence."""

from __future__ import annotations

from shared.domain import word_evidence
from shared.domain.answerability import AnswerabilityModel, Evidence, decide
from tests.candidates import client_message as record

MODEL = AnswerabilityModel({"unmatched_salience": -7.0}, 0.5, 0.2)


def test_adverbs_and_exercise_names_are_not_parts():
    assert word_evidence.passing_words("smoked one at the wedding, back on track today") == "smoked one at the wedding on track today"
    assert word_evidence.passing_words("going back to work next week") == "going to work next week"
    assert word_evidence.passing_words("wobble board and calf raises 3x20") == "wobble board and raises 3x20"
    # A word before it that makes it a part, or a use that is no adverb: the part is named.
    for text in ("hurt my back on the rower", "sore back in the morning", "lower back is stiff",
                 "calves on fire after the hill", "back hurts"):
        assert word_evidence.passing_words(text) == text


def test_a_part_said_only_in_passing_is_named():
    pool = [record(1, "smoked one at my cousins wedding, back on track today"),
            record(2, "neck is stiff every afternoon")]
    assert word_evidence.said_in_passing("say lower back", pool) == "lower back"
    calf = [record(1, "if you can hop 20 times on it, yes. keep the calf raises going"),
            record(2, "rolled my left ankle in rehearsal")]
    assert word_evidence.said_in_passing("calf", calf) == "calf"


def test_a_part_named_as_such_or_an_exercise_asked_is_left_alone():
    named = [record(1, "back on track today"), record(2, "my back is sore after the long drive")]
    assert word_evidence.said_in_passing("say lower back", named) == ""
    # The question asks about the exercise: its words name it.
    assert word_evidence.said_in_passing("calf raises", [record(1, "calf raises 3x20")]) == ""
    # Nobody says the word: missing, which the model reads.
    assert word_evidence.said_in_passing("knee", [record(1, "back on track today")]) == ""


def test_decide_refuses_a_part_said_in_passing_and_names_it():
    kept = Evidence(0.9, 1.0, 1.0)
    refused = decide(0.9, 0.7, [], kept, MODEL, "", "back")
    assert (refused.answerable, refused.reason, refused.absent_topic) == (False, "topic_absent", "back")
    assert decide(0.9, 0.7, [], kept, MODEL).answerable is True


def test_a_sport_resumed_or_a_return_date_is_the_adverb_in_a_record():
    # The question side's signs (shared/domain/particles.py) read on a record too (h-refuse43).
    assert word_evidence.passing_words("back swimming, goggles on") == "swimming goggles on"
    assert word_evidence.passing_words("wrist splint, back 3 March") == "wrist splint 3 March"
    assert word_evidence.passing_words("first match back saturday") == "first match saturday"
    # A word before it that makes it the part keeps it, and so does a word of how it is after it.
    for text in ("stiff back swimming today", "back aching after golf", "my back 3 March was bad"):
        assert word_evidence.passing_words(text) == text
    pool = [record(1, "back swimming, goggles on"), record(2, "wrist splint, back 3 March")]
    assert word_evidence.said_in_passing("back", pool) == "back"


def test_the_return_signs_only_where_the_question_asks_the_part_itself():
    # "is she back swimming": the question's own "back" is the adverb; the records' returns answer it.
    pool = [record(1, "back swimming, goggles on"), record(2, "first swim back!")]
    assert word_evidence.said_in_passing("back swimming", pool) == ""
    assert word_evidence.passing_words("back swimming, goggles on", returned=False) == "back swimming goggles on"
