"""Fit the question-level answerability model (writes shared/domain/answerability.json).

    python -m bench.answerability --messages M.jsonl --queries Q.jsonl [--cut C] [--out FILE] [--no-write]

Data: LoCoMo-format conversations (../shared/data/locomo-dev), never the
answer benchmark's questions. Each conversation is one trainer; every
SESSIONS_PER_HISTORY consecutive sessions of it are one "client" (about 60
turns, like a client's months of chat), indexed as embedMessage would.

- Answerable: every question of categories 1-4 asked within a history that
  holds its evidence.
- Unanswerable: the same question asked within a history of the same
  conversation that holds none of its evidence (the one half the
  conversation away). The subject is known there (the same two speakers)
  and the topic most likely never came up: exactly the trainer's failure
  ("What was Freya's 5k time?" of a client who never mentioned a 5k).
  LoCoMo's topics recur across sessions, so some of these do find an answer
  elsewhere in the history: the labels are noisy on that side.

Speakers' names are taken out of the question, as the product takes out a
named client's once the search is filtered to them. Features
(shared/domain/answerability.py, `Evidence`) come from the product's own path:
`search_candidates` (one per record) at the chat's depth within the history, then
`shared.usecases.search.question_evidence`.

The model applies after the threshold (a question whose best candidate is
under it is refused anyway), so it is fitted on the questions whose best
candidate reaches the threshold: a class-balanced logistic regression
(shared/usecases/calibration_fit.py `fit_logistic`) of answerable on
MODEL_FEATURES. Honesty check: two folds by conversation (fit on one part,
measure on the other); per cut, the share of unanswerable and of answerable
questions the whole decision refuses (threshold, then model) next to the
threshold alone. Without `--cut`, the cut is the largest of CUTS at which no
held-out fold refuses more than MAX_ADDED_REFUSAL of the answerable
questions the threshold passes. The shipped fit uses every conversation.
"""

from __future__ import annotations

import bench  # noqa: F401  (single-threaded BLAS before numpy loads)

import argparse
import hashlib
import json
import random
import tempfile
from datetime import date
from pathlib import Path
from typing import Any, Sequence

import numpy as np

from bench.recall import CORE_CATEGORIES, log, make_backends, message_doc, read_jsonl, trainer_for
from shared.domain.documents import message_vector_id
from shared.ports.vectorstore import VectorRecord
from shared.usecases import intent
from shared.usecases.indexing import build_message_record
from shared.domain import answerability
from shared.domain.fingerprint import decision_fingerprint
from shared.kernel.config import Settings
from shared.ports.vectorstore import QueryFilter
from shared.usecases.backends import Backends
from shared.usecases.calibration_fit import fit_logistic
from shared.usecases.search import decision_model, question_evidence, search_candidates

DEPTH = 24  # the chat's candidates (shared/usecases/chat/service.py TOP_K)
THRESHOLD = Settings().relevance_threshold
# What the model weighs (the rest of `Evidence` is reported, not used: fitted with every
# feature, the model leaned on IDF coverage and refused answerable trainer questions
# whose scaffolding words the records never use; with missing_salience too, it refused
# paraphrases whose word is salient but matched in meaning; docs/CALIBRATION.md).
MODEL_FEATURES = ("unmatched_salience",)
CUTS = (0.05, 0.1, 0.15, 0.2, 0.3, 0.4, 0.5)
MAX_ADDED_REFUSAL = 0.005
# A client's history, made of LoCoMo sessions: about 60 turns, like a client's months of chat.
SESSIONS_PER_HISTORY = 3


def speakers(messages: list[dict[str, Any]]) -> dict[str, list[str]]:
    """Each conversation's speakers, in order of first appearance."""
    out: dict[str, list[str]] = {}
    for m in messages:
        names = out.setdefault(str(m["conversation"]), [])
        if m.get("speaker") and m["speaker"] not in names:
            names.append(m["speaker"])
    return out


def history_of(conversation: str, session: int) -> str:
    """The "client" a session belongs to: SESSIONS_PER_HISTORY consecutive sessions of one conversation."""
    return f"{conversation}:h{(int(session) - 1) // SESSIONS_PER_HISTORY}"


def ingest_histories(backends: Backends, messages: list[dict[str, Any]]) -> None:
    """Every turn indexed as embedMessage would, the conversation as the trainer, its history as the client."""
    model_id = backends.embedder.model_id
    by_trainer: dict[str, list[tuple[str, str, dict[str, Any]]]] = {}
    for m in messages:
        conv = str(m["conversation"])
        chat = f"chat-{history_of(conv, m['session'])}"
        rendered, meta = build_message_record(chat, str(m["message_id"]), trainer_for(conv), history_of(conv, m["session"]),
                                              message_doc(m), model_id)
        by_trainer.setdefault(trainer_for(conv), []).append((message_vector_id(chat, str(m["message_id"])), rendered, meta))
    for trainer, rows in by_trainer.items():
        for start in range(0, len(rows), 256):
            batch = rows[start:start + 256]
            vectors = backends.embedder.embed([r[1] for r in batch])
            backends.store.upsert(trainer, [VectorRecord(r[0], v, r[2]) for r, v in zip(batch, vectors)])


def questions(messages: list[dict[str, Any]], queries: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Each question asked of a history holding its evidence (answerable) and of one that holds none
    (unanswerable), the speakers' names taken out as the product takes out a named client's."""
    session_of = {str(m["message_id"]): int(m["session"]) for m in messages}
    who = speakers(messages)
    histories: dict[str, list[str]] = {}
    for m in messages:
        h = history_of(str(m["conversation"]), m["session"])
        if h not in histories.setdefault(str(m["conversation"]), []):
            histories[str(m["conversation"])].append(h)
    out = []
    for q in queries:
        if not q.get("evidence_message_ids") or int(q["category"]) not in CORE_CATEGORIES:
            continue
        conv = str(q["conversation"])
        holding = sorted({history_of(conv, session_of[e]) for e in q["evidence_message_ids"] if e in session_of})
        if not holding:
            continue
        text = intent.without_names(q["question"], who.get(conv, []))
        own = histories[conv]
        # The history half the conversation away from the evidence (a deterministic choice), skipping
        # any that holds evidence too.
        start = own.index(holding[0])
        others = [own[(start + len(own) // 2 + i) % len(own)] for i in range(len(own))]
        other = next((h for h in others if h not in holding), None)
        out.append({"conversation": conv, "history": holding[0], "question": text, "answerable": 1})
        if other is not None:
            out.append({"conversation": conv, "history": other, "question": text, "answerable": 0})
    return out


def collect(backends: Backends, asked: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Per question: its features and label, searched within its history as chat searches within a client."""
    rows = []
    _, scale = decision_model(backends.embedder.model_id)
    for n, q in enumerate(asked, 1):
        trainer = trainer_for(q["conversation"])
        scope = QueryFilter(client_id=q["history"])
        candidates = search_candidates(backends, trainer, q["question"], DEPTH, scope)
        if candidates:
            best = max(c.relevance for c in candidates)
            e = question_evidence(backends, trainer, q["question"], candidates, scope, best, scale)
            rows.append({**q, "x": [e.vector()[f] for f in answerability.FEATURES]})
        if n % 200 == 0:
            log(f"collected {n}/{len(asked)} questions")
    return rows


def _arrays(rows: list[dict[str, Any]]) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """The model's features, the labels, and whether the threshold passes each question."""
    columns = [answerability.FEATURES.index(f) for f in MODEL_FEATURES]
    X = np.array([r["x"] for r in rows], dtype=float).reshape(-1, len(answerability.FEATURES))
    passes = X[:, answerability.FEATURES.index("relevance")] >= THRESHOLD
    return X[:, columns], np.array([r["answerable"] for r in rows], dtype=float), passes


def tradeoff(rows: list[dict[str, Any]], weights: np.ndarray, bias: float) -> dict[str, Any]:
    """Per cut: the shares of unanswerable and of answerable questions the decision refuses,
    and the share of the answerable ones the threshold passes that the model refuses."""
    X, y, passes = _arrays(rows)
    p = 1 / (1 + np.exp(-(X @ weights + bias)))

    def share(refused: np.ndarray, among: np.ndarray) -> float | None:
        return round(float(refused[among].mean()), 4) if among.any() else None

    out: dict[str, Any] = {"threshold alone": {"unanswerable_refused": share(~passes, y == 0), "answerable_refused": share(~passes, y == 1)}}
    for cut in CUTS:
        refused = ~passes | (p < cut)
        out[str(cut)] = {
            "unanswerable_refused": share(refused, y == 0),
            "answerable_refused": share(refused, y == 1),
            "answerable_passing_refused_by_model": share(p < cut, passes & (y == 1)),
        }
    return out


def rows_fingerprint(rows: list[dict[str, Any]]) -> str:
    """A key of the training rows (each question, its label and features to 4 decimals): equal keys, equal fits.
    The rows read the relevance calibration (`relevance` is the calibrated best score), so a refit
    of shared/domain/calibration.json moves them: `python -m bench.restamp --check` compares."""
    h = hashlib.sha256()
    for r in rows:
        line = json.dumps([r["conversation"], r["history"], r["question"], r["answerable"], [round(float(v), 4) for v in r["x"]]], ensure_ascii=False)
        h.update(line.encode("utf-8") + b"\n")
    return h.hexdigest()[:16]


def collect_rows(messages_path: Path, queries_path: Path, store_dir: Path) -> tuple[Backends, list[dict[str, Any]], list[dict[str, Any]]]:
    """Index the histories and collect every question's features (backends, messages, rows)."""
    messages = read_jsonl(messages_path)
    asked = questions(messages, read_jsonl(queries_path))
    backends = make_backends(store_dir / "answerability.sqlite3")
    log(f"ingesting {len(messages)} messages")
    ingest_histories(backends, messages)
    log(f"collecting features for {len(asked)} questions")
    return backends, messages, collect(backends, asked)


def fit(rows: list[dict[str, Any]]) -> tuple[np.ndarray, float]:
    X, y, passes = _arrays(rows)
    return fit_logistic(X[passes], y[passes])


def choose_cut(checks: list[dict[str, Any]]) -> float:
    """The largest cut at which no held-out fold's model refuses more than MAX_ADDED_REFUSAL of the
    answerable questions the threshold passes (the smallest cut if none qualifies)."""
    fine = [c for c in CUTS if all((f[str(c)]["answerable_passing_refused_by_model"] or 0.0) <= MAX_ADDED_REFUSAL for f in checks)]
    return max(fine) if fine else min(CUTS)


def meaning_by_chance(backends: Backends, messages: list[dict[str, Any]], n: int = 150, seed: int = 0) -> dict[str, float]:
    """What a word's best cosine with ~n unrelated words (a candidate set's vocabulary) is by chance:
    the grounds of the meaning band (answerability.MEANING_CHANCE / MEANING_SAME)."""
    vocabulary = answerability.record_words(str(m["text"]) for m in messages)
    rng = random.Random(seed)
    words = rng.sample(vocabulary, min(len(vocabulary), 4 * n))
    vectors = np.asarray(backends.embedder.embed(words), dtype=np.float32)
    best = []
    for i in range(min(100, len(words))):
        others = [j for j in rng.sample(range(len(words)), min(n + 1, len(words))) if j != i][:n]
        best.append(float((vectors[others] @ vectors[i]).max()))
    return {"median": round(float(np.median(best)), 3), "p90": round(float(np.percentile(best, 90)), 3), "vocabulary": n}


def run(messages_path: Path, queries_path: Path, store_dir: Path, cut: float | None) -> tuple[str, dict[str, Any], list[dict[str, Any]]]:
    backends, messages, rows = collect_rows(messages_path, queries_path, store_dir)
    conversations = sorted({r["conversation"] for r in rows})
    half = len(conversations) // 2
    folds = [(conversations[half:], conversations[:half]), (conversations[:half], conversations[half:])]
    checks = []
    for fit_on, check_on in folds:
        train = [r for r in rows if r["conversation"] in fit_on]
        held = [r for r in rows if r["conversation"] in check_on]
        if not train or not held:
            continue
        w, b = fit(train)
        checks.append({"fit_on": fit_on, "checked_on": check_on, "n": len(held), **tradeoff(held, w, b)})
    chosen = cut if cut is not None else choose_cut(checks)
    w, b = fit(rows)
    _, y, passes = _arrays(rows)
    entry = {
        "weights": {f: round(float(v), 4) for f, v in zip(MODEL_FEATURES, w)},
        "bias": round(b, 4),
        "cut": chosen,
        "threshold": THRESHOLD,
        "features": decision_fingerprint(),
        "rows": {"fingerprint": rows_fingerprint(rows), "questions": len(rows)},
        "fitted_on": (
            f"LoCoMo ({', '.join(conversations)}), categories 1-4, histories of {SESSIONS_PER_HISTORY} sessions: "
            f"{int(y.sum())} questions asked within a history holding their evidence, {int((1 - y).sum())} within one "
            f"holding none; fitted on the {int(passes.sum())} whose best candidate reaches {THRESHOLD}; {date.today().isoformat()}"
        ),
        "method": (
            "class-balanced logistic regression of answerable (python -m bench.answerability), applied after the relevance "
            "threshold; refuse when P < cut" + ("" if cut is not None else f"; cut: the largest of {list(CUTS)} refusing at most "
                                                   f"{MAX_ADDED_REFUSAL:.1%} of held-out answerable questions that pass the threshold")
        ),
        "checks": {"folds": checks, "in_sample": tradeoff(rows, w, b),
                   "best_cosine_by_chance": meaning_by_chance(backends, messages)},
    }
    return backends.embedder.model_id, entry, rows


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.answerability", description=__doc__.split("\n\n")[0])
    parser.add_argument("--messages", type=Path, required=True)
    parser.add_argument("--queries", type=Path, required=True)
    parser.add_argument("--cut", type=float, default=None, help="refuse when P < cut (default: chosen on the held-out folds)")
    parser.add_argument("--out", type=Path, default=answerability.MODEL_FILE, help="model table to update")
    parser.add_argument("--no-write", action="store_true", help="print the fit, write nothing")
    parser.add_argument("--rows", type=Path, default=None, help="also write every question's features (JSON)")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as tmp:
        model_id, entry, rows = run(args.messages, args.queries, Path(tmp), args.cut)
    if args.rows:
        args.rows.write_text(json.dumps(rows))
    if not args.no_write:
        table = json.loads(args.out.read_text()) if args.out.exists() else {}
        table[model_id] = entry
        args.out.write_text(json.dumps(table, indent=2) + "\n")
    print(json.dumps({model_id: entry}, indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
