"""bench.recall --empty-out: the answerable LoCoMo questions (categories 1-4) the thresholded search left
empty, listed one by one so two runs are compared question by question (h-refuse17)."""

from __future__ import annotations

import json

from bench import recall


def result(question: str, category: int, empty: bool) -> recall.QuestionResult:
    return recall.QuestionResult(category=category, conversation="conv-x", recall={10: 0.0}, recall_thresholded=0.0,
                                 empty=empty, latency_ms=1.0, cpu_ms=1.0, question=question)


def test_only_answerable_questions_left_empty_are_listed_in_order():
    results = [result("where did the otter go", 1, True), result("who won the raffle", 2, False),
               result("an adversarial one", 5, True), result("when was the picnic", 4, True)]
    rows = recall.empty_questions(results)
    assert [r["question"] for r in rows] == ["where did the otter go", "when was the picnic"]
    assert json.loads(json.dumps(rows[0])) == {"conversation": "conv-x", "category": 1, "question": "where did the otter go"}
    # The listed rows are what share_empty_1_4 counts.
    assert recall.summarise(results, [10])["threshold"]["share_empty_1_4"] == round(len(rows) / 3, 4)
