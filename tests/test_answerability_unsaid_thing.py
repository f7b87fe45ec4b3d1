"""A thing of the kinds table the history never names while the best candidates name a neighbour of
it (word_evidence.unsaid_thing), and the one test of "which asked words does no record say" shared by
the decision and the offline answer's "No message mentions X" (answerability.unsaid_words,
extractive.uncovered).

Hand-written words and records: "what did his gp say about his feet going numb" where the records
name his hands is refused on "feet"; a family's broader word, a word the table does not know, a word
the question rests little on or that a candidate's word comes near in meaning, a family of one
member, a family whose broader word the candidates say, or candidates naming no neighbour, are left
to the other evidence."""

from __future__ import annotations

from shared.adapters.generation.extractive import uncovered
from shared.domain import answerability, kinds, word_evidence

HANDS = kinds.entries("my hands go numb at night")


def test_a_thing_of_the_kinds_table_the_history_never_names_is_named():
    # "feet" names a body part; the history never says it (nor "foot"), the candidates name the hands.
    words = "gp say feet going numb"
    assert word_evidence.unsaid_thing(words, ["feet", "going"], {"feet": 0.12, "going": 0.01},
                                      {"feet": 0.5, "going": 0.7}, HANDS) == "feet"
    boxing = kinds.entries("boxing session, 6 rounds on the pads")
    assert word_evidence.unsaid_thing("running splits", ["running"], {"running": 0.14}, {"running": 0.5},
                                      boxing) == "running"


def test_no_neighbour_a_family_word_or_a_word_the_table_does_not_know_is_left_alone():
    words = "gp say feet numb"
    # No neighbour named: the candidates may say the thing in words the table does not know.
    assert word_evidence.unsaid_thing(words, ["feet"], {"feet": 0.12}, {"feet": 0.5},
                                      kinds.entries("the doctor said it was nothing")) == ""
    # A family's broader word asks for whichever member came up ("what medication is she on" ← metformin).
    assert word_evidence.unsaid_thing("medication", ["medication"], {"medication": 0.3}, {"medication": 0.4},
                                      kinds.entries("metformin twice a day")) == ""
    # A word the table does not know is the model's to weigh.
    assert word_evidence.unsaid_thing("grief settled", ["grief"], {"grief": 0.14}, {"grief": 0.44}, HANDS) == ""
    # The question rests little on it, or a candidate's word comes near it in meaning.
    assert word_evidence.unsaid_thing(words, ["feet"], {"feet": 0.05}, {"feet": 0.5}, HANDS) == ""
    assert word_evidence.unsaid_thing(words, ["feet"], {"feet": 0.12}, {"feet": 0.75}, HANDS) == ""


def test_a_thing_without_neighbours_or_said_by_its_family_word_is_left_alone():
    # "pb" is the one member of its family: no neighbour to confuse it with; it asks for a value.
    assert word_evidence.unsaid_thing("2k pb", ["pb"], {"pb": 0.3}, {"pb": 0.4},
                                      kinds.entries("2k erg 7:29.8, marathon next")) == ""
    # The candidates say the family's broader word: "can't sleep" may be the insomnia asked about.
    sleep = kinds.entries("cant sleep before work, stress 7")
    assert word_evidence.unsaid_thing("doctor recommend insomnia", ["insomnia"], {"insomnia": 0.3},
                                      {"insomnia": 0.5}, sleep) == ""


def test_decide_refuses_naming_the_unsaid_thing():
    model = answerability.AnswerabilityModel({"unmatched_salience": -7.0}, 0.5, 0.2)
    facts = answerability.Evidence(0.9, 0.8, 0.8, 0.13, 0.0)
    assert model.probability(facts) >= model.cut  # the model alone answers
    refused = answerability.decide(0.9, 0.7, [], facts, model, unsaid="feet")
    assert (refused.answerable, refused.reason, refused.absent_topic) == (False, "topic_absent", "feet")


def test_the_reply_and_the_decision_read_a_missing_word_with_one_test():
    records = [{"text": "my left shoulder clicks when I bench, old injury"}]
    # Stems, an everyday equivalent and the kinds table count as said, in both places.
    assert answerability.unsaid_words("shoulder clicking benching injuries", records) == []
    assert uncovered("shoulder clicking benching injuries", [r["text"] for r in records]) == []
    # A word no record says is named by both, in the question's order, short words included ("gp").
    assert answerability.unsaid_words("gp say feet numb", [{"text": "hands went numb at night"}]) == ["gp", "feet"]
    assert uncovered("what did gp say about his feet going numb", ["hands went numb at night"]) == ["gp", "feet", "going"]
