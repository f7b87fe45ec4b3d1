#!/usr/bin/env python3
"""Write bench/answers_data/questions.jsonl from the hand-written question lists.

    functions/venv/bin/python -m bench.answers_data.build_questions

Deterministic. Splits are stratified: within each (data set, kind,
answerable) group the questions alternate between dev and test, so both
splits hold every kind in about equal numbers. The test split is for
reporting only: never tune retrieval or answering on it (docs/ANSWERS.md).
"""

from __future__ import annotations

from collections import defaultdict
from pathlib import Path

from bench.answers_data import authoring, demo_questions, kinds_questions, paraphrase_questions, related_questions, roster_questions
from bench.answers_data.authoring import Q

OUT = Path(__file__).resolve().parent / "questions.jsonl"
# Questions written later against named failure classes, all dev: a file of their own,
# so that questions.jsonl's figures stay comparable across changes.
KINDS_OUT = Path(__file__).resolve().parent / "kinds_questions.jsonl"
# The meaning check's development questions (related_questions.py): all dev, kept apart too.
RELATED_OUT = OUT.with_name("related_questions.jsonl")
# Paraphrases and related-but-different topics (paraphrase_questions.py): all dev, kept apart too.
PARAPHRASE_OUT = OUT.with_name("paraphrase_questions.jsonl")
HEADER = (
    "// bench.answers question set (issue 14). Built by bench/answers_data/build_questions.py; edit the lists there.\n"
    "// split: dev is for tuning; test is for reporting only and must never be used for tuning.\n"
)


def records(dataset: str, prefix: str, questions: list[Q], split: str | None = None) -> list[dict]:
    """The question records; `split` puts them all in one split instead of alternating."""
    keys = {q.key: f"{prefix}-{n:03d}" for n, q in enumerate(questions, 1) if q.key}
    groups: dict[tuple[str, bool], int] = defaultdict(int)
    order = {}
    out = []
    for n, q in enumerate(questions, 1):
        group = (q.kind, q.evidence is not None)
        if group not in order:
            order[group] = len(order)
        i = groups[group]
        groups[group] += 1
        split_of = split or ("dev", "test")[(i + order[group]) % 2]
        rec = {
            "id": f"{prefix}-{n:03d}",
            "dataset": dataset,
            "trainer": q.trainer,
            "question": q.question,
            "kind": q.kind,
            "answerable": q.evidence is not None,
            "evidence_ids": list(q.evidence or []),
            "client": q.client,
            "split": split_of,
        }
        if q.follow:
            rec["follow_up_of"] = keys[q.follow]
        if q.at:
            rec["asked_at"] = q.at
        if q.why:
            rec["why_unanswerable"] = q.why
        out.append({k: v for k, v in rec.items() if v is not None})
    return out


# One question file: its comment header, then one JSON object per line (shared with the blind sets).
write = authoring.write_questions


def main() -> None:
    write(OUT, HEADER,
          records("demo", "demo", demo_questions.QUESTIONS) + records("roster", "roster", roster_questions.QUESTIONS))
    write(KINDS_OUT,
          "// bench.answers questions on named failure classes (issue 14): topic within a period, profile attributes.\n"
          "// Built by bench/answers_data/build_questions.py from kinds_questions.py; all dev.\n",
          records("roster", "roster-kinds", kinds_questions.QUESTIONS, split="dev"))
    write(RELATED_OUT,
          "// Development questions for the meaning check (related_questions.py), all dev. Built by build_questions.py.\n",
          records("demo", "related-demo", related_questions.DEMO, split="dev")
          + records("roster", "related-roster", related_questions.ROSTER, split="dev"))
    write(PARAPHRASE_OUT,
          "// Paraphrases and related-but-different topics (paraphrase_questions.py), all dev. Built by build_questions.py.\n",
          records("demo", "paraphrase-demo", paraphrase_questions.DEMO, split="dev")
          + records("roster", "paraphrase-roster", paraphrase_questions.ROSTER, split="dev"))


if __name__ == "__main__":
    main()
