"""The question file: one JSON object per line, validated at the edge.

    {"id": "demo-001", "dataset": "demo", "trainer": "coach-maya",
     "question": "how is johns shoulder these days?", "kind": "recency",
     "answerable": true, "evidence_ids": ["m-maya-john-031"], "client": "john-reyes",
     "split": "dev", "follow_up_of": null, "asked_at": "2026-11-22T09:00:00Z"}

`evidence_ids` are what the callables return as a source's `messageId`: the
Firestore message id for a message, the document id for a session note,
check-in or weekly note, the transcript id for any of its segments, and the
client id for a client profile. An unanswerable question has none.

`dataset` is a name from DATASETS or a path to a data set JSON in the format
of demo/data/demo_dataset.json.
"""

from __future__ import annotations

import json
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

REPO = Path(__file__).resolve().parent.parent.parent
DATA_DIR = REPO / "bench" / "answers_data"
DATASETS = {
    "demo": REPO / "demo" / "data" / "demo_dataset.json",
    "roster": DATA_DIR / "roster.json",
    # Written blind on 2026-11-28 (bench/answers_data/build_blind.py); split dev / test by client.
    "blind": DATA_DIR / "blind.json",
    # Written on 2026-11-28 by h-newq (bench/answers_data/build_blind2.py); split dev / test by client.
    "blind2": DATA_DIR / "blind2.json",
    # Written on 2026-11-28 by h-blind3 (bench/answers_data/build_blind3.py); split dev / test by client.
    "blind3": DATA_DIR / "blind3.json",
    # Written on 2026-11-28 by h-blind4 (bench/answers_data/build_blind4.py); split dev / test by client.
    "blind4": DATA_DIR / "blind4.json",
    # Written on 2026-11-28 by h-blind5 (bench/answers_data/build_blind5.py); split dev / test by client.
    "blind5": DATA_DIR / "blind5.json",
    # Written on 2026-11-29 by h-blind6 (bench/answers_data/build_blind6.py); split dev / test by client.
    "blind6": DATA_DIR / "blind6.json",
    # Written on 2026-11-29 by h-blind7 (bench/answers_data/build_blind7.py); split dev / test by client.
    "blind7": DATA_DIR / "blind7.json",
    # Written on 2026-11-29 by h-blind8 (bench/answers_data/build_blind8.py); split dev / test by client.
    "blind8": DATA_DIR / "blind8.json",
    # Written on 2026-11-29 by h-blind9 (bench/answers_data/build_blind9.py); split dev / test by client.
    "blind9": DATA_DIR / "blind9.json",
    # Written on 2026-11-29 by h-blind10 (bench/answers_data/build_blind10.py); split dev / test by client.
    "blind10": DATA_DIR / "blind10.json",
    # Written on 2026-11-29 by h-blind11 (bench/answers_data/build_blind11.py); split dev / test by client.
    "blind11": DATA_DIR / "blind11.json",
    # Written on 2026-11-29 by h-blind12 (bench/answers_data/build_blind12.py); split dev / test by client.
    "blind12": DATA_DIR / "blind12.json",
    # Written on 2026-11-30 by h-blind13 (bench/answers_data/build_blind13.py); split dev / test by client.
    "blind13": DATA_DIR / "blind13.json",
    # Written on 2026-11-30 by h-blind14 (bench/answers_data/build_blind14.py); split dev / test by client.
    "blind14": DATA_DIR / "blind14.json",
    # Written on 2026-11-30 by h-blind15 (bench/answers_data/build_blind15.py); split dev / test by client.
    "blind15": DATA_DIR / "blind15.json",
    # Written on 2026-11-30 by h-blind16 (bench/answers_data/build_blind16.py); split dev / test by client.
    "blind16": DATA_DIR / "blind16.json",
    # Written on 2026-11-30 by h-blind17 (bench/answers_data/build_blind17.py); split dev / test by client.
    "blind17": DATA_DIR / "blind17.json",
    # Written on 2026-11-30 by h-blind18 (bench/answers_data/build_blind18.py); split dev / test by client.
    "blind18": DATA_DIR / "blind18.json",
    # Written on 2026-11-30 by h-blind19 (bench/answers_data/build_blind19.py); split dev / test by client.
    "blind19": DATA_DIR / "blind19.json",
    # Written on 2026-11-30 by h-blind20 (bench/answers_data/build_blind20.py); split dev / test by client.
    "blind20": DATA_DIR / "blind20.json",
    # Written on 2026-11-30 by h-blind21 (bench/answers_data/build_blind21.py); split dev / test by client.
    "blind21": DATA_DIR / "blind21.json",
    # Written on 2026-12-01 by h-blind22 (bench/answers_data/build_blind22.py); split dev / test by client.
    "blind22": DATA_DIR / "blind22.json",
    # Written on 2026-12-01 by h-blind23 (bench/answers_data/build_blind23.py); split dev / test by client.
    "blind23": DATA_DIR / "blind23.json",
    # Written on 2026-12-01 by h-blind24 (bench/answers_data/build_blind24.py); split dev / test by client.
    "blind24": DATA_DIR / "blind24.json",
    # Written on 2026-12-01 by h-blind25 (bench/answers_data/build_blind25.py); split dev / test by client.
    "blind25": DATA_DIR / "blind25.json",
    # Written on 2026-12-01 by h-blind26 (bench/answers_data/build_blind26.py); split dev / test by client.
    "blind26": DATA_DIR / "blind26.json",
    # Written on 2026-12-01 by h-blind27 (bench/answers_data/build_blind27.py); split dev / test by client.
    "blind27": DATA_DIR / "blind27.json",
    # Written on 2026-12-01 by h-blind28 (bench/answers_data/build_blind28.py); split dev / test by client.
    "blind28": DATA_DIR / "blind28.json",
    # Written on 2026-12-02 by h-blind29 (bench/answers_data/build_blind29.py); split dev / test by client.
    "blind29": DATA_DIR / "blind29.json",
    # Written on 2026-12-02 by h-blind30 (bench/answers_data/build_blind30.py); split dev / test by client.
    "blind30": DATA_DIR / "blind30.json",
    # Written on 2026-12-02 by h-blind31 (bench/answers_data/build_blind31.py); split dev / test by client.
    "blind31": DATA_DIR / "blind31.json",
    # Written on 2026-12-02 by h-blind32 (bench/answers_data/build_blind32.py); split dev / test by client.
    "blind32": DATA_DIR / "blind32.json",
    # Written on 2026-12-02 by h-blind33 (bench/answers_data/build_blind33.py); split dev / test by client.
    "blind33": DATA_DIR / "blind33.json",
    # Written on 2026-12-02 by h-blind34 (bench/answers_data/build_blind34.py); split dev / test by client.
    "blind34": DATA_DIR / "blind34.json",
    # Written on 2026-12-03 by h-blind35 (bench/answers_data/build_blind35.py); split dev / test by client.
    "blind35": DATA_DIR / "blind35.json",
    # Written on 2026-12-03 by h-blind36 (bench/answers_data/build_blind36.py); split dev / test by client.
    "blind36": DATA_DIR / "blind36.json",
    # Written on 2026-12-04 by h-blind37 (bench/answers_data/build_blind37.py); split dev / test by client.
    "blind37": DATA_DIR / "blind37.json",
    # Written on 2026-12-04 by h-blind38 (bench/answers_data/build_blind38.py); split dev / test by client.
    "blind38": DATA_DIR / "blind38.json",
    # Written on 2026-12-04 by h-blind39 (bench/answers_data/build_blind39.py); split dev / test by client.
    "blind39": DATA_DIR / "blind39.json",
    # Written on 2026-12-04 by h-blind40 (bench/answers_data/build_blind40.py); split dev / test by client.
    "blind40": DATA_DIR / "blind40.json",
    # Written on 2026-12-04 by h-blind41 (bench/answers_data/build_blind41.py); split dev / test by client.
    "blind41": DATA_DIR / "blind41.json",
    # Written on 2026-12-04 by h-blind42 (bench/answers_data/build_blind42.py); split dev / test by client.
    "blind42": DATA_DIR / "blind42.json",
    # Written on 2026-12-05 by h-blind43 (bench/answers_data/build_blind43.py); split dev / test by client.
    "blind43": DATA_DIR / "blind43.json",
    # Written on 2026-12-05 by h-blind44 (bench/answers_data/build_blind44.py); split dev / test by client.
    "blind44": DATA_DIR / "blind44.json",
    # Written on 2026-12-05 by h-blind45 (bench/answers_data/build_blind45.py); split dev / test by client.
    "blind45": DATA_DIR / "blind45.json",
    # Written on 2026-12-05 by h-blind46 (bench/answers_data/build_blind46.py); split dev / test by client.
    "blind46": DATA_DIR / "blind46.json",
    # Written on 2026-12-06 by h-blind47 (bench/answers_data/build_blind47.py); split dev / test by client.
    "blind47": DATA_DIR / "blind47.json",
    # Written on 2026-12-06 by h-blind48 (bench/answers_data/build_blind48.py); split dev / test by client.
    "blind48": DATA_DIR / "blind48.json",
    # Written on 2026-12-06 by h-blind49 (bench/answers_data/build_blind49.py); split dev / test by client.
    "blind49": DATA_DIR / "blind49.json",
    # Written on 2026-12-06 by h-blind50 (bench/answers_data/build_blind50.py); split dev / test by client.
    "blind50": DATA_DIR / "blind50.json",
    # Written on 2026-12-06 by h-blind51 (bench/answers_data/build_blind51.py); split dev / test by client.
    "blind51": DATA_DIR / "blind51.json",
}
DEFAULT_QUESTIONS = DATA_DIR / "questions.jsonl"

# The kinds of question the benchmark reports on (issue 14, part 1). A file may
# use others; they get their own rows.
KINDS = (
    "named",          # a named client: "What did Sarah say about her knee?"
    "possessive",     # possessive without apostrophe: "johns shoulder"
    "follow_up",      # a pronoun follow-up in the same conversation
    "how_doing",      # "how is X doing"
    "recency",        # still / yet / these days / lately
    "date_window",    # "last month", "in March"
    "numbers",        # numbers and letter-digit terms: B12, 5k, 3x10
    "paraphrase",     # everyday synonyms and morphology: knackered/exhausted, ran/running
    "misspelling",
    "yes_no",
    "coach_reply",    # the fact is in the coach's reply, not the client's message
    "note",           # a session note
    "transcript",     # a session transcript
    "profile",        # the client profile
    "checkin",        # a check-in
    "cross_client",   # "who mentioned knee pain?"
    "topic_period",   # a topic within a period: "How was Kofi's knee in June?"
    "profile_attribute",  # a profile fact in other words: "What is Kofi's job?"
)
UNANSWERABLE_WHY = ("never_for_client", "other_client", "other_trainer", "other_period")


class Question(BaseModel):
    model_config = ConfigDict(extra="forbid", str_strip_whitespace=True)

    id: str = Field(min_length=1)
    dataset: str = Field(min_length=1)
    trainer: str = Field(min_length=1)
    question: str = Field(min_length=1, max_length=2000)
    kind: str = Field(min_length=1)
    answerable: bool
    evidence_ids: list[str] = Field(default_factory=list)
    client: str | None = None
    split: Literal["dev", "test"]
    follow_up_of: str | None = None
    asked_at: datetime | None = None
    # Why an unanswerable question has no answer (reporting only).
    # other_period: it came up for that client, but only outside the period the question names.
    why_unanswerable: Literal["never_for_client", "other_client", "other_trainer", "other_period"] | None = None
    note: str | None = None  # free text for the author: what the evidence says

    @field_validator("asked_at")
    @classmethod
    def _aware(cls, v: datetime | None) -> datetime | None:
        return v.replace(tzinfo=timezone.utc) if v is not None and v.tzinfo is None else v

    @model_validator(mode="after")
    def _evidence_matches_answerability(self) -> "Question":
        if self.answerable and not self.evidence_ids:
            raise ValueError(f"{self.id}: an answerable question needs evidence_ids")
        if not self.answerable and self.evidence_ids:
            raise ValueError(f"{self.id}: an unanswerable question has no evidence_ids")
        return self


def load_questions(path: Path) -> list[Question]:
    """Read and check a question file; follow-ups must come after the question they follow."""
    questions: list[Question] = []
    seen: set[str] = set()
    for n, line in enumerate(path.read_text().splitlines(), 1):
        line = line.strip()
        if not line or line.startswith("//"):
            continue
        try:
            q = Question.model_validate(json.loads(line))
        except ValueError as exc:
            raise ValueError(f"{path}:{n}: {exc}") from exc
        if q.id in seen:
            raise ValueError(f"{path}:{n}: duplicate id {q.id}")
        if q.follow_up_of is not None and q.follow_up_of not in seen:
            raise ValueError(f"{path}:{n}: {q.id} follows {q.follow_up_of}, which is not earlier in the file")
        seen.add(q.id)
        questions.append(q)
    return questions


def dataset_path(name: str) -> Path:
    return DATASETS[name] if name in DATASETS else Path(name)


def load_dataset(name: str) -> dict[str, Any]:
    return json.loads(dataset_path(name).read_text())


def check_evidence(questions: list[Question], datasets: dict[str, dict[str, Any]]) -> list[str]:
    """Problems with the question file against its data sets (unknown ids, wrong trainer)."""
    problems: list[str] = []
    for name, data in datasets.items():
        owner = _owners(data)
        trainers = {t["id"] for t in data.get("trainers", [])}
        for q in (q for q in questions if q.dataset == name):
            if q.trainer not in trainers:
                problems.append(f"{q.id}: unknown trainer {q.trainer}")
            if q.client is not None and owner.get(("client", q.client)) != q.trainer:
                problems.append(f"{q.id}: client {q.client} is not {q.trainer}'s")
            for e in q.evidence_ids:
                if e not in owner:
                    problems.append(f"{q.id}: evidence {e} is not in data set {name}")
                elif owner[e] != q.trainer:
                    problems.append(f"{q.id}: evidence {e} belongs to {owner[e]}, not {q.trainer}")
    return problems


def _owners(data: dict[str, Any]) -> dict[Any, str]:
    """Every citable id of a data set → its trainer (profiles are cited by client id)."""
    clients = {c["id"]: c["trainerId"] for c in data.get("clients", [])}
    chats = {c["id"]: c["trainerId"] for c in data.get("chats", [])}
    out: dict[Any, str] = {("client", k): v for k, v in clients.items()}
    out.update({m["id"]: chats[m["chatId"]] for m in data.get("messages", [])})
    out.update({p["clientId"]: clients[p["clientId"]] for p in data.get("profiles", [])})
    for section in ("sessionNotes", "transcripts", "checkins"):
        out.update({d["id"]: d.get("trainerId") or clients[d["clientId"]] for d in data.get(section, [])})
    # Health records: metric-week summaries, goals, lab panels (shared/usecases/health/loader.py names their ids).
    from shared.usecases.health.loader import record_ids

    out.update({rid: trainer for rid, (trainer, _) in record_ids(data).items()})
    return out
