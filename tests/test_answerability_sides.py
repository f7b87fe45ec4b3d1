"""A body part asked of one side that the records name only on the other (word_evidence.other_side)
and the decision's refusal of it.

Hand-written records: "right wrist" asked where the client's messages speak of the left wrist is
refused; the same side, both sides, or a part named without a side is left to the other evidence."""

from __future__ import annotations

from shared.domain import word_evidence
from shared.domain.answerability import AnswerabilityModel, Evidence, decide
from tests.candidates import client_message as record

MODEL = AnswerabilityModel({"unmatched_salience": -7.0}, 0.5, 0.2)


def test_a_side_and_part_are_read_within_a_clause():
    assert [(sorted(s), w) for s, _, w in word_evidence.sided_parts("my left ankle rolled, right knee ok")] == [
        (["left"], "left ankle"), (["right"], "right knee")]
    assert [w for _, _, w in word_evidence.sided_parts("sharp pain on the right side of my ribs")] == [
        "right side of my ribs"]
    # "both" is each side; "left" as a verb in another clause qualifies nothing.
    assert [sorted(s) for s, _, _ in word_evidence.sided_parts("both shins ache")] == [["left", "right"]]
    assert word_evidence.sided_parts("I left at 6, knee was fine") == []


def test_the_other_side_only_is_named():
    pool = [record(1, "left elbow sore after tennis, hurts when i grip", 0.85),
            record(2, "the elbow is better today", 0.8)]
    assert word_evidence.other_side("what did she say about her right elbow", pool, 0.7) == "right elbow"
    assert word_evidence.other_side("what did she say about her left elbow", pool, 0.7) == ""


def test_no_sided_record_or_both_sides_leave_the_question_alone():
    unsided = [record(1, "the elbow is better today", 0.8)]
    assert word_evidence.other_side("how is her right elbow", unsided, 0.7) == ""
    both = [record(1, "both elbows ache after the session", 0.8)]
    assert word_evidence.other_side("how is her right elbow", both, 0.7) == ""
    # A sided record below the threshold is not one of the relevant records.
    weak = [record(1, "left elbow sore", 0.5)]
    assert word_evidence.other_side("how is her right elbow", weak, 0.7) == ""
    # Another part on the other side says nothing about this one.
    other_part = [record(1, "left knee sore", 0.8)]
    assert word_evidence.other_side("how is her right elbow", other_part, 0.7) == ""


def test_decide_refuses_the_other_side_and_names_it():
    kept = Evidence(0.9, 1.0, 1.0)
    refused = decide(0.9, 0.7, [], kept, MODEL, "right elbow")
    assert (refused.answerable, refused.reason, refused.absent_topic) == (False, "topic_absent", "right elbow")
    assert decide(0.9, 0.7, [], kept, MODEL).answerable is True
