"""The DEV halves of the trainer question sets as calibration questions (bench.calibrate --trainer-sets).

The relevance calibration was fitted on LoCoMo (long chats between friends) and the demo's 40
authored queries; the trainers' own questions ("tariqs knee going downhill, latest pls") are
shorter, lower-case and name a client. This module turns the dev half of each blind set into rows
of the calibration's query shape, so the fit can read questions like the ones it ranks.

Only `split == "dev"` questions are ever emitted: the test halves are for reporting and must
never enter a fit (tests/test_trainer_rows.py). Within the dev half, a question is kept when its
relevance can be labelled from what is indexed here (messages only; session notes, transcripts,
check-ins and health records need Firestore and their own loaders):

- answerable, every evidence id a chat message of the data set: a positive question;
- unanswerable because it never came up for that client, or for that trainer: a negative
  question (nothing in what it is asked of answers it), as the demo's negative queries are;
- left out: follow-ups (the chat rewrites them before it searches), answerable questions with
  evidence outside the messages (their right record is not indexed here), and questions
  unanswerable only by period or by client (their records are relevant by topic; the decision's
  scope rules, not the relevance, refuse them).

A question that names a client is asked of that client's records (QueryFilter(client_id)), as the
chat narrows to a named client.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Iterable

DATA_DIR = Path(__file__).resolve().parent / "answers_data"
# The sets a refit reads by default (scripts/refit.sh). blind8 is held out: never listed here.
DEFAULT_SETS = ("blind", "blind2", "blind3", "blind4", "blind5", "blind6", "blind7")
# Unanswerable for these reasons: nothing in the history asked of answers it (a negative question).
NEGATIVE_REASONS = ("never_for_client", "other_trainer")


def questions_path(name: str) -> Path:
    return DATA_DIR / ("blind_questions.jsonl" if name == "blind" else f"{name}_questions.jsonl")


def dataset_path(name: str) -> Path:
    return DATA_DIR / f"{name}.json"


def read_questions(path: Path) -> list[dict[str, Any]]:
    """A question file's rows (`//` lines are comments)."""
    return [json.loads(line) for line in path.read_text().splitlines() if line.strip() and not line.lstrip().startswith("//")]


def dev_rows(name: str, questions: Iterable[dict[str, Any]], message_ids: set[str]) -> list[dict[str, Any]]:
    """The calibration questions of one set's DEV half (module docstring), in file order."""
    out = []
    for q in questions:
        if q.get("split") != "dev" or q.get("follow_up_of"):
            continue
        if q.get("answerable"):
            evidence = list(q.get("evidence_ids") or [])
            if not evidence or not all(e in message_ids for e in evidence):
                continue
        elif q.get("why_unanswerable") in NEGATIVE_REASONS:
            evidence = []
        else:
            continue
        out.append({
            "conversation": f"{name}/{q['trainer']}", "asked_of": f"{name}/{q['trainer']}", "source": "trainer",
            "trainer": q["trainer"], "client": q.get("client"), "question": q["question"], "category": 4,
            "evidence_message_ids": evidence, "id": q["id"],
        })
    return out


def load_set(name: str) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """(the data set, its dev calibration questions)."""
    data = json.loads(dataset_path(name).read_text())
    return data, dev_rows(name, read_questions(questions_path(name)), {m["id"] for m in data["messages"]})
