"""A thing the kinds table names that the history never says (word_evidence.unsaid_thing).

The refusal reads a condition (a diagnosis) or an exam by name, and a procedure (a scan, an operation) by
a member's name or its family's broader word (h-never29); other members (a professional, kit) are left to
the model, and so are feelings, symptoms, results, events, trips and stages of life, said in
other words.

Hand-written questions and the words a history never says: "did the physio mention her asthma", where
no record says asthma, is refused; a frame word the records need not say ("latest", "going", "plan"),
a family's broader word ("race", "meds"), a feeling or symptom (said in other words) and a body part or
relative (their own rules) are left to the other evidence."""

from __future__ import annotations

from shared.domain import word_evidence
from shared.domain.answerability import AnswerabilityModel, Evidence, decide

MODEL = AnswerabilityModel({"unmatched_salience": -7.0}, 0.5, 0.2)


def test_a_named_condition_or_exam_never_said_is_named():
    assert word_evidence.unsaid_thing("did the physio mention her asthma", ["asthma"]) == "asthma"
    assert word_evidence.unsaid_thing("did her piano exam go ok", ["exam", "piano"]) == "exam"
    assert word_evidence.unsaid_thing("has he been diagnosed with gout", ["gout"]) == "gout"


def test_a_word_read_only_as_another_familys_member_is_left_alone():
    # The table reads "lung" only by its stem, as lunges (an exercise): not a diagnosis, not refused here.
    assert word_evidence.unsaid_thing("which client had lung cancer", ["lung"]) == ""
    # A phrase of the table's is read whole: "type 1 diabetes" is a condition.
    assert word_evidence.unsaid_thing("is he type 1 diabetes", ["type"]) == "type"


def test_frame_words_broader_words_and_nothing_missing_are_left_alone():
    assert word_evidence.unsaid_thing("whats the latest on her asthma", []) == ""  # every word said
    assert word_evidence.unsaid_thing("how is her training going lately", ["going", "lately"]) == ""
    assert word_evidence.unsaid_thing("what was the plan for the race", ["plan", "race"]) == ""  # a head
    assert word_evidence.unsaid_thing("are his meds sorted", ["meds", "sorted"]) == ""  # a head


def test_feelings_symptoms_body_parts_and_relatives_are_not_read_here():
    assert word_evidence.unsaid_thing("has she felt any nausea after the jab", ["nausea"]) == ""  # a symptom
    assert word_evidence.unsaid_thing("is his anxiety any better", ["anxiety"]) == ""  # said in other words
    assert word_evidence.unsaid_thing("did she sprain her wrist", ["wrist"]) == ""  # unsaid_body_part's
    assert word_evidence.unsaid_thing("what did his wife say", ["wife"]) == ""  # unsaid_relative's


def test_a_result_said_as_its_value_is_not_read_here():
    # "pb" is the table's personal best; a record gives it as a time ("6:58 for the 2k, fastest yet").
    assert word_evidence.unsaid_thing("whats her 2k pb", ["pb"]) == ""
    assert word_evidence.unsaid_thing("his 5k personal best", ["personal"]) == ""


def test_an_event_or_a_stage_of_life_said_by_its_own_name_is_not_read_here():
    # "london in april" is the marathon; "since the baby" is postnatal.
    assert word_evidence.unsaid_thing("how is his marathon block going", ["marathon"]) == ""
    assert word_evidence.unsaid_thing("how is her postnatal recovery", ["postnatal"]) == ""


def test_decide_refuses_an_unsaid_thing_and_names_it():
    kept = Evidence(0.9, 0.6, 0.6, 0.1, 0.1, "asthma")
    refused = decide(0.9, 0.7, [], kept, MODEL, "", "",
                     word_evidence.unsaid_thing("did the physio mention her asthma", ["asthma"]))
    assert (refused.answerable, refused.reason, refused.absent_topic) == (False, "topic_absent", "asthma")
    assert decide(0.9, 0.7, [], kept, MODEL).answerable is True  # the model alone answers it


def test_members_of_other_families_are_left_to_the_model():
    # Read at first, dropped after measuring: a professional, an injection, a piece of kit (the table's
    # members, not a diagnosis). A scan was dropped then too; h-never29 reads it again (below).
    assert word_evidence.unsaid_thing("did he ever see a surgeon about it", ["surgeon"]) == ""
    assert word_evidence.unsaid_thing("did she get crutches", ["crutches"]) == ""


# -- h-never29: a procedure (a scan, an operation) the history never names ---------------------------

def test_a_procedure_never_named_is_named_by_member_or_broader_word():
    assert word_evidence.unsaid_thing("did mick have an mri on the achilles", ["mri"]) == "mri"
    assert word_evidence.unsaid_thing("did poppy need an op on the wrist", ["op"]) == "op"
    assert word_evidence.unsaid_thing("when's her op", ["op"]) == "op"
    assert word_evidence.unsaid_thing("did will get his spleen scanned", ["scanned"]) == "scanned"
    assert word_evidence.unsaid_thing("delphine's ankle x-ray", ["ray"]) == "ray"


def test_a_procedure_said_or_an_everyday_head_is_left_alone():
    # Said ("no op", "surgery" for "op", "ACL reconstruction" a kind of it): not among the unsaid words.
    assert word_evidence.unsaid_thing("did mick need an op on the achilles", ["need"]) == ""
    # "procedure" is a word of everyday talk too.
    assert word_evidence.unsaid_thing("what's the procedure for cancelling", ["procedure", "cancelling"]) == ""
    # Another family's broader word is still left to the model ("race", "meds": above).
    assert word_evidence.unsaid_thing("are his meds sorted", ["meds", "sorted"]) == ""


def test_an_operations_own_name_is_left_to_the_model():
    # "on the list for a new knee" says a knee replacement in other words (blind16-700's class).
    assert word_evidence.unsaid_thing("who's waiting for a knee replacement", ["replacement"]) == ""
    assert word_evidence.unsaid_thing("did she need stitches", ["stitches"]) == ""
