"""The one test of "which asked words does no record say" shared by the answerability decision and the
offline answer's "No message mentions X" (answerability.unsaid_words, extractive.uncovered).

Hand-written words and records: stems ("clicking" / "clicks"), inflections ("injuries" / "injury")
count as said in both places; a word no record says is named by both."""

from __future__ import annotations

from shared.adapters.generation.extractive import uncovered
from shared.domain import answerability


def test_the_reply_and_the_decision_read_a_missing_word_with_one_test():
    records = [{"text": "my left shoulder clicks when I bench, old injury"}]
    # Stems, an everyday equivalent and the kinds table count as said, in both places.
    assert answerability.unsaid_words("shoulder clicking benching injuries", records) == []
    assert uncovered("shoulder clicking benching injuries", [r["text"] for r in records]) == []
    # A word no record says is named by both, in the question's order, short words included ("gp").
    assert answerability.unsaid_words("gp say feet numb", [{"text": "hands went numb at night"}]) == ["gp", "feet"]
    assert uncovered("what did gp say about his feet going numb", ["hands went numb at night"]) == ["gp", "feet", "going"]
