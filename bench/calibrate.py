"""Fit the relevance calibration of the configured embedder (writes shared/domain/calibration.json).

    python -m bench.calibrate --messages M.jsonl --queries Q.jsonl [--demo D.json] [--out shared/domain/calibration.json]
                              [--rows ROWS.jsonl] [--passes N]

What it fits (docs/CALIBRATION.md): for each question of categories 1-4, the
top-`DEPTH_FIT` candidates of the product's retrieval (`search_candidates`,
no threshold) are labelled "evidence" or not. A class-balanced logistic
regression (both classes weigh half, small L2, Newton's method) maps the
candidate's retrieval features to a probability-like relevance:

- `hybrid`: fused score, keyword reciprocal rank, cosine (local store);
- `dense`: cosine only, from a dense-only retrieval (stores without keyword
  search, i.e. Pinecone).

Negatives: each question is also asked of another conversation's history
(another trainer's, where nothing answers it); all its candidates are
labelled "not evidence", so the fit learns what a result for an unanswerable
question looks like (low `coverage` of the question's words, low cosine).

Honesty check: two-fold by conversation (fit on one half, measure on the
other): share of questions with no result at the 0.7 threshold, recall@10 with
the threshold. The shipped fit uses every conversation given.

The training rows depend on the fit itself: the ranking step orders the fused
pool by the calibration in use (shared/domain/retrieval.py `rerank`), so which
25 candidates a question has, and in what order (hence `fused` after the
neighbour lift), move with the weights. A refit therefore repeats collect ->
fit with the new weights in use until the fit reproduces the weights it was
collected under within CONVERGED (a fixed point), keeps those weights, and
records a fingerprint of the rows they rank (`rows`), which
`python -m bench.restamp --check` recomputes with the running code.
"""

from __future__ import annotations

import bench  # noqa: F401

import argparse
import hashlib
import json
import sys
import tempfile
from datetime import date
from pathlib import Path
from typing import Any, Sequence

import numpy as np

from bench.ablation_stores import DenseOnly
from bench.recall import CORE_CATEGORIES, ingest, log, make_backends, read_jsonl, trainer_for
from shared.usecases.backends import Backends
from shared.domain import calibration
from shared.domain.calibration import CALIBRATION_FILE
from shared.domain.fingerprint import ranking_fingerprint
from shared.usecases.calibration_fit import fit_logistic as fit
from shared.usecases.search import search_candidates
from shared.ports.vectorstore import QueryFilter

DEPTH_FIT = 25
FEATURES = {"hybrid": ("fused", "keyword_rr", "cosine", "coverage"), "dense": ("cosine",)}
THRESHOLD = 0.7
# Collect -> fit passes at most, until the fit reproduces the weights the rows were collected under
# within CONVERGED (no weight or bias moves more). Measured 2026-11-29 from the 2026-11-25 fit: the
# largest change shrinks about fourfold a pass (0.74, 0.21, 0.048, 0.011, 0.0024).
MAX_PASSES = 8
CONVERGED = 0.005
# Feature values enter the rows' fingerprint at this many decimals: the int8 model's vectors of one
# text on another instruction set agree only to cosine >= 0.9993 (tests/test_int8_vectors_fixed.py),
# so the fingerprint is exact on one CPU kind; across kinds the check compares the weights too (bench/restamp.py).
ROW_DECIMALS = 4


def collect(backends: Backends, queries: list[dict[str, Any]], mode: str, view: Any = None) -> list[dict[str, Any]]:
    """Per question: its conversation, and (features, is_evidence) for each candidate.

    A trainer-set question (bench/trainer_rows.py) carries its own data set's store (`_backends`:
    each set is indexed alone, as bench.answers loads it, so LoCoMo's keyword statistics are not
    moved by it), its trainer and its client; `view` makes the dense view of such a store."""
    out = []
    views: dict[int, Backends] = {}
    for q in queries:
        evidence = set(q["evidence_message_ids"])
        history = q.get("asked_of", q["conversation"])
        own = q.get("_backends")
        if own is None:
            searched, trainer, where = backends, trainer_for(history), QueryFilter()
        else:
            searched = views.setdefault(id(own), view(own) if view is not None else own)
            trainer, where = q["trainer"], QueryFilter(client_id=q.get("client"))
        candidates = search_candidates(searched, trainer, q["question"], DEPTH_FIT, where)
        rows = [[c.features.get(f, 0.0) for f in FEATURES[mode]] for c in candidates]
        labels = [str(c.metadata.get("sourceId")) in evidence for c in candidates]
        out.append({
            "conversation": q["conversation"], "source": q.get("source", "locomo"), "question": q["question"], "asked_of": history,
            "ids": [str(c.metadata.get("sourceId")) for c in candidates],
            "X": np.array(rows, dtype=float).reshape(-1, len(FEATURES[mode])), "y": np.array(labels, dtype=float), "n_evidence": len(evidence),
        })
    return out


def row_lines(mode: str, data: list[dict[str, Any]]) -> list[str]:
    """One fit's training rows as text, a question a line: what it was asked of, and each
    candidate in ranked order with its label and features (ROW_DECIMALS)."""
    lines = []
    for d in data:
        cands = [[i, int(lab), *[round(float(v), ROW_DECIMALS) for v in x]] for i, lab, x in zip(d["ids"], d["y"], d["X"])]
        lines.append(json.dumps({"mode": mode, "source": d["source"], "conversation": d["conversation"], "asked_of": d["asked_of"],
                                 "question": d["question"], "candidates": cands}, ensure_ascii=False))
    return lines


def rows_fingerprint(rows: dict[str, list[dict[str, Any]]]) -> str:
    """A key of the training rows of both fits ({"dense": ..., "hybrid": ...}): equal keys, equal fits."""
    h = hashlib.sha256()
    for mode in sorted(rows):
        for line in row_lines(mode, rows[mode]):
            h.update(line.encode("utf-8"))
            h.update(b"\n")
    return h.hexdigest()[:16]


def trainer_sets_of(rows: dict[str, list[dict[str, Any]]]) -> list[str]:
    """The trainer question sets whose dev questions are among the rows (bench.restamp collects them again)."""
    return sorted({d["conversation"].split("/")[0] for data in rows.values() for d in data if d["source"] == "trainer"})


def rows_counts(rows: dict[str, list[dict[str, Any]]]) -> dict[str, Any]:
    """Questions, candidates and evidence candidates per fit: what a fingerprint was taken over."""
    return {
        mode: {"questions": len(data), "candidates": int(sum(len(d["y"]) for d in data)), "evidence": int(sum(d["y"].sum() for d in data))}
        for mode, data in sorted(rows.items())
    }


def sigmoid(z: np.ndarray) -> np.ndarray:
    return 1 / (1 + np.exp(-z))


def check(data: list[dict[str, Any]], weights: np.ndarray, bias: float, dense: tuple[float, float] | None = None) -> dict[str, Any]:
    """What the product would return at THRESHOLD: the formula of shared.domain.calibration
    (hybrid: the larger of the two fits) with shared.domain.retrieval's running minimum."""
    empty, recall, negatives_empty = [], [], []
    for d in data:
        rel = sigmoid(d["X"] @ weights + bias)
        if dense is not None and len(rel):
            cosine = d["X"][:, FEATURES["hybrid"].index("cosine")]
            rel = np.maximum(rel, sigmoid(dense[0] * cosine + dense[1]))
        rel = np.minimum.accumulate(rel) if len(rel) else rel
        kept = (rel >= THRESHOLD)[:10]
        if d["n_evidence"] == 0:  # a question whose right answer is "nothing"
            negatives_empty.append(not kept.any())
            continue
        empty.append(not kept.any())
        recall.append(float(d["y"][:10][kept].sum()) / d["n_evidence"])
    out = {"share_empty": round(float(np.mean(empty)), 4), "recall@10_thresholded": round(float(np.mean(recall)), 4), "n_questions": len(empty)}
    if negatives_empty:
        out["negative_questions_answered_empty"] = f"{sum(negatives_empty)}/{len(negatives_empty)}"
    return out


def load_demo(path: Path) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """The authored demo data set (trainer-domain queries with every relevant message
    labelled, and negative queries whose answer is nothing) in the bench JSONL shape."""
    data = json.loads(path.read_text())
    owner = {c["id"]: c["trainerId"] for c in data["chats"]}
    messages = [
        {"conversation": owner[m["chatId"]], "chat": m["chatId"], "message_id": m["id"], "speaker": m.get("senderName"), "text": m["text"], "timestamp": m["createdAt"]}
        for m in data["messages"]
    ]
    queries = [
        {"conversation": q["trainerId"], "question": q["query"], "category": 4, "evidence_message_ids": q["expectedMessageIds"], "kind": q.get("kind")}
        for q in data["queries"]
    ]
    return messages, queries


def prepare(messages_path: Path, queries_path: Path, store_dir: Path, demo_path: Path | None = None,
            trainer_sets: Sequence[str] = ()) -> tuple[Backends, list[dict[str, Any]], list[str]]:
    """Index the messages (LoCoMo dev and the demo) and list the questions, negatives included;
    with `trainer_sets`, also each set's messages in a store of its own and its DEV questions
    (bench/trainer_rows.py), after LoCoMo's and the demo's."""
    messages = read_jsonl(messages_path)
    queries = [q for q in read_jsonl(queries_path) if q.get("evidence_message_ids") and int(q["category"]) in CORE_CATEGORIES]
    for q in queries:
        q["source"] = "locomo"
    conversations = sorted({str(q["conversation"]) for q in queries})
    # Questions whose answer is "nothing": each LoCoMo question asked of the
    # next conversation's history (another trainer's), where no turn answers it.
    queries += [
        {**q, "source": "locomo-foreign", "asked_of": conversations[(conversations.index(q["conversation"]) + 1) % len(conversations)], "evidence_message_ids": []}
        for q in queries
    ] if len(conversations) > 1 else []
    if demo_path is not None:
        demo_messages, demo_queries = load_demo(demo_path)
        messages += demo_messages
        queries += [{**q, "source": "demo"} for q in demo_queries]
    backends = make_backends(store_dir / "calibrate.sqlite3")
    log(f"ingesting {len(messages)} messages")
    ingest(backends, messages)
    queries += trainer_queries(store_dir, trainer_sets)
    return backends, queries, conversations


def trainer_queries(store_dir: Path, names: Sequence[str]) -> list[dict[str, Any]]:
    """Each named set's dev questions, each set's messages indexed in a store of its own as
    embedMessage builds them (bench.answers.loading.index_messages)."""
    from bench import trainer_rows
    from bench.answers.loading import index_messages

    out: list[dict[str, Any]] = []
    for name in names:
        data, questions = trainer_rows.load_set(name)
        own = make_backends(store_dir / f"trainer-{name}.sqlite3")
        log(f"ingesting {len(data['messages'])} messages of {name} ({len(questions)} dev questions)")
        index_messages(own, data)
        out += [{**q, "_backends": own} for q in questions]
    return out


def collect_rows(backends: Backends, queries: list[dict[str, Any]]) -> dict[str, list[dict[str, Any]]]:
    """Both fits' training rows under the calibration in use now."""
    log(f"collecting dense candidates for {len(queries)} questions")
    dense = collect(make_dense_view(backends), queries, "dense", view=make_dense_view)
    log(f"collecting hybrid candidates for {len(queries)} questions")
    return {"dense": dense, "hybrid": collect(backends, queries, "hybrid")}


def fit_rows(rows: dict[str, list[dict[str, Any]]], conversations: list[str]) -> dict[str, Any]:
    """The calibration entry these rows give: both fits (rounded as shipped) and their checks."""
    dense_data, hybrid_data = rows["dense"], rows["hybrid"]
    half = len(conversations) // 2
    folds = [(conversations[half:], conversations[:half]), (conversations[:half], conversations[half:])]

    def stack(data: list[dict[str, Any]]) -> tuple[np.ndarray, np.ndarray]:
        return np.vstack([d["X"] for d in data]), np.concatenate([d["y"] for d in data])

    dense_locomo = [d for d in dense_data if d["source"] in ("locomo", "locomo-foreign")]
    dense_demo = [d for d in dense_data if d["source"] == "demo"]
    dense_trainer = [d for d in dense_data if d["source"] == "trainer"]
    hybrid_locomo = [d for d in hybrid_data if d["source"] in ("locomo", "locomo-foreign")]
    hybrid_demo = [d for d in hybrid_data if d["source"] == "demo"]
    hybrid_trainer = [d for d in hybrid_data if d["source"] == "trainer"]

    def groups_of(data: list[dict[str, Any]]) -> np.ndarray:
        # One group per source kind (LoCoMo and its negatives, the demo, the trainer sets' dev
        # questions): each weighs the same, so neither one's habits decide alone.
        kind = {"demo": 1, "trainer": 2}
        return np.concatenate([np.full(len(d["y"]), kind.get(d["source"], 0), dtype=int) for d in data])

    # The dense fit: trainer-domain relevance (demo queries label every relevant
    # message; with trainer sets, their dev questions too, each source weighing the
    # same) when given, else LoCoMo evidence.
    dense_on = dense_demo + dense_trainer
    dense_w, dense_b = fit(*stack(dense_on), groups_of(dense_on)) if dense_on else fit(*stack(dense_locomo))
    dense = (float(dense_w[0]), dense_b)
    checks: dict[str, Any] = {"dense": [], "hybrid": []}
    dense_fit_on = "+".join(n for n, d in (("demo", dense_demo), ("trainer", dense_trainer)) if d) or "all"
    checks["dense"].append({"fit_on": dense_fit_on, "checked_on": conversations, **check(dense_locomo, dense_w, dense_b)})
    if dense_demo:
        checks["dense"].append({"fit_on": dense_fit_on, "checked_on": "demo (in-sample)", **check(dense_demo, dense_w, dense_b)})
    if dense_trainer:
        checks["dense"].append({"fit_on": dense_fit_on, "checked_on": "trainer sets dev (in-sample)", **check(dense_trainer, dense_w, dense_b)})
    # The hybrid fit: LoCoMo evidence, two folds by conversation, then all.
    def fit_hybrid(data: list[dict[str, Any]]) -> tuple[np.ndarray, float]:
        # The demo's short trainer-style queries ("losing motivation") are
        # paraphrases more often than LoCoMo's questions: each source weighs
        # the same, so neither one's habits decide alone.
        X, y = stack(data)
        return fit(X, y, groups_of(data))

    for fit_on, check_on in folds:
        w, b = fit_hybrid([d for d in hybrid_locomo if d["conversation"] in fit_on] + hybrid_demo + hybrid_trainer)
        checks["hybrid"].append({"fit_on": fit_on, "checked_on": check_on, **check([d for d in hybrid_locomo if d["conversation"] in check_on], w, b, dense)})
    hybrid_w, hybrid_b = fit_hybrid(hybrid_locomo + hybrid_demo + hybrid_trainer)
    checks["hybrid"].append({"fit_on": conversations, "checked_on": conversations, **check(hybrid_locomo, hybrid_w, hybrid_b, dense)})
    if hybrid_demo:
        checks["hybrid"].append({"fit_on": conversations, "checked_on": "demo (in-sample)", **check(hybrid_demo, hybrid_w, hybrid_b, dense)})
    if hybrid_trainer:
        checks["hybrid"].append({"fit_on": conversations, "checked_on": "trainer sets dev (in-sample)", **check(hybrid_trainer, hybrid_w, hybrid_b, dense)})

    n_demo, n_trainer = len(dense_demo), len(dense_trainer)
    trainer_sets = sorted({d["conversation"].split("/")[0] for d in dense_trainer})
    trainer_text = (f"the dev halves of the trainer question sets {', '.join(trainer_sets)} ({n_trainer} questions: answerable with "
                    "message evidence, and never-came-up negatives; bench/trainer_rows.py), ") if n_trainer else ""
    return {
        "hybrid": {"weights": {f: round(float(v), 4) for f, v in zip(FEATURES["hybrid"], hybrid_w)}, "bias": round(hybrid_b, 4)},
        "dense": {"weights": {"cosine": round(dense[0], 4)}, "bias": round(dense[1], 4)},
        # What the fit depends on besides the model: the feature definitions (shared/domain/fingerprint.py).
        "features": ranking_fingerprint(),
        "fitted_on": (
            f"hybrid: LoCoMo dev ({', '.join(conversations)}), categories 1-4, top-{DEPTH_FIT} candidates per question, each question also asked of the next conversation's history as a negative; "
            + (f"and the demo data set's labelled queries, {trainer_text}each source weighing the same; " if n_demo else "")
            + (f"dense: the demo data set's {n_demo} labelled trainer queries {'and ' + trainer_text if n_trainer else ''}(top-{DEPTH_FIT} dense candidates); " if n_demo else "dense: the same LoCoMo data; ")
            + date.today().isoformat()
        ),
        "method": "class-balanced logistic regressions of is-relevant (python -m bench.calibrate); hybrid score = max(hybrid fit, dense fit)",
        "checks": checks,
    }


def fits_of(entry: dict[str, Any]) -> dict[str, Any]:
    """The numbers a ranking reads from an entry (what a fixed point compares)."""
    return {"hybrid": entry["hybrid"], "dense": entry["dense"]}


def _numbers(entry: dict[str, Any]) -> dict[str, float]:
    return {f"{name}.{k}": float(v) for name in ("hybrid", "dense") for k, v in {**entry[name]["weights"], "bias": entry[name]["bias"]}.items()}


def largest_difference(na: dict[str, float], nb: dict[str, float]) -> float:
    """The largest difference between two sets of named numbers (a missing one counts whole)."""
    return max(abs(float(na.get(k, 0.0)) - float(nb.get(k, 0.0))) for k in na.keys() | nb.keys())


def largest_change(a: dict[str, Any], b: dict[str, Any]) -> float:
    """The largest difference between two entries' weights and biases (a missing one counts whole)."""
    return largest_difference(_numbers(a), _numbers(b))


class _InUse:
    """Make an entry the calibration the ranking uses in this process (a table file of its own)."""

    def __init__(self, store_dir: Path, model_id: str) -> None:
        self.path, self.model_id = store_dir / "calibration_in_use.json", model_id
        self.table = json.loads(calibration.CALIBRATION_FILE.read_text())
        self.original = calibration.CALIBRATION_FILE

    def use(self, entry: dict[str, Any]) -> None:
        self.table[self.model_id] = {**self.table.get(self.model_id, {}), **fits_of(entry), "features": ranking_fingerprint()}
        self.path.write_text(json.dumps(self.table))
        calibration.CALIBRATION_FILE = self.path
        calibration._table.cache_clear()
        calibration.calibration_for.cache_clear()

    def restore(self) -> None:
        calibration.CALIBRATION_FILE = self.original
        calibration._table.cache_clear()
        calibration.calibration_for.cache_clear()


def fixed_point(collect_under: Any, fit_on: Any, shipped: dict[str, Any] | None, max_passes: int = MAX_PASSES) -> tuple[dict[str, Any], dict[str, Any], list[dict[str, Any]]]:
    """Collect the rows under the weights in use (`collect_under(None)`: the shipped ones; else
    `collect_under(entry)`), fit, and repeat under the new fit until a fit reproduces the weights
    its rows were collected under (within CONVERGED). Then the weights in use are kept — the rows
    recorded are those they rank, so the running code under the shipped fit gives the same rows
    (bench.restamp) — and a refit that changes nothing ships the old weights unchanged.
    Returns (entry, its rows, the passes' log)."""
    in_use, passes = shipped, []
    rows = collect_under(None)
    while True:
        entry = fit_on(rows)
        moved = None if in_use is None else largest_change(fits_of(entry), fits_of(in_use))
        passes.append({"pass": len(passes) + 1, "rows": rows_fingerprint(rows), "largest_change": moved, **fits_of(entry)})
        converged = moved is not None and moved <= CONVERGED
        if converged or len(passes) >= max_passes:
            if converged:
                entry.update(fits_of(in_use))
            entry["rows"] = {"fingerprint": rows_fingerprint(rows), "counts": rows_counts(rows), "passes": len(passes),
                             **({"trainer_sets": trainer_sets_of(rows)} if trainer_sets_of(rows) else {}),
                             "fixed_point": converged, "refit_moves_at_most": round(moved, 4) if moved is not None else None}
            return entry, rows, passes
        in_use = entry
        rows = collect_under(entry)


def run(messages_path: Path, queries_path: Path, store_dir: Path, demo_path: Path | None = None, rows_path: Path | None = None,
        max_passes: int = MAX_PASSES, trainer_sets: Sequence[str] = ()) -> dict[str, Any]:
    backends, queries, conversations = prepare(messages_path, queries_path, store_dir, demo_path, trainer_sets)
    model_id = backends.embedder.model_id
    shipped = json.loads(calibration.CALIBRATION_FILE.read_text()).get(model_id)
    in_use = _InUse(store_dir, model_id)

    def collect_under(entry: dict[str, Any] | None) -> dict[str, list[dict[str, Any]]]:
        if entry is not None:
            in_use.use(entry)
        return collect_rows(backends, queries)

    try:
        entry, rows, passes = fixed_point(collect_under, lambda r: fit_rows(r, conversations), shipped, max_passes)
    finally:
        in_use.restore()
    for p in passes:
        log(f"pass {p['pass']}: rows {p['rows']}, largest weight change against the weights in use {p['largest_change']}")
    if rows_path is not None:
        rows_path.write_text("".join(line + "\n" for mode in sorted(rows) for line in row_lines(mode, rows[mode])))
    return {model_id: entry}


def make_dense_view(backends: Backends) -> Backends:
    return Backends(settings=backends.settings, embedder_override=backends.embedder, store_override=DenseOnly(backends.store), offline=backends.offline)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.calibrate", description=__doc__.split("\n\n")[0])
    parser.add_argument("--messages", type=Path, required=True)
    parser.add_argument("--queries", type=Path, required=True)
    parser.add_argument("--demo", type=Path, default=None, help="also fit on the demo data set's labelled queries (demo/data/demo_dataset.json)")
    parser.add_argument("--out", type=Path, default=CALIBRATION_FILE, help="calibration table to update")
    parser.add_argument("--rows", type=Path, default=None, help="also write the last pass's training rows (JSONL, a question a line)")
    parser.add_argument("--passes", type=int, default=MAX_PASSES, help="collect -> fit passes at most (1: one pass under the shipped fit, as before 2026-11-29)")
    parser.add_argument("--trainer-sets", default="",
                        help="also fit on these trainer question sets' DEV halves, comma-separated (e.g. blind,blind2; bench/trainer_rows.py)")
    args = parser.parse_args(argv)
    trainer_sets = [s for s in args.trainer_sets.split(",") if s]
    with tempfile.TemporaryDirectory() as tmp:
        fitted = run(args.messages, args.queries, Path(tmp), args.demo, args.rows, args.passes, trainer_sets)
    table = json.loads(args.out.read_text()) if args.out.exists() else {}
    table.update(fitted)
    args.out.write_text(json.dumps(table, indent=2) + "\n")
    print(json.dumps(fitted, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
