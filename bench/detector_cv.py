"""Leave-one-round-out cross-validation of the insight detectors' message classifier (model selection only).

Every earlier blind round in the dev split of bench/insights_labels.jsonl (v3-blind … v15-blind, and later
ones once they join dev; the blind split is never read) is held out in turn: whatever is fitted (the probe's
weights and its threshold) is fitted on every other dev row, the
threshold chosen inside those training rows only (an inner cross-validation over their rounds), and the
held-out round is scored. Per-signal precision / recall are reported pooled over the held-out rounds and
per round. The keyword rules are fixed, not refitted, and they were tuned on the errors of every round up
to v14-blind but v13-blind, so their part of a fold's score is in-sample except on v13-blind and v15-blind
(RULES_UNSEEN): read that pool ("unseen") as the honest figure, the pooled one as a comparison of methods
that share the same rules. (v17's rule classes came from v15-blind's and v16-blind's errors: for the v17 rules
only v13-blind is unseen; the pool keeps its rounds so that figures compare across versions. v18's classes came
from the out-of-fold false alarms of every round, v3- … v17-blind, printed by `--errors`: for the v18 rules no round
is unseen, and the cross-validation compares versions on the same rows only; v19's stress, pain and milestone classes came
from the same out-of-fold errors, `--errors stress,pain,missed,milestone`; v22's from those of v3- … v20-blind, the
same way.)

Methods (docs/BENCHMARKS.md, "Insight detectors"):

    keywords        the rules alone
    add-only        the v15 method (the baseline): probe over the whole message's embedding, may only add a
                    signal the keywords did not veto; threshold the lowest at which inner out-of-fold
                    precision >= 0.85 (-p80, -p90: other bars; -f1: the best inner out-of-fold F1)
    residual-add    the probe fitted and judged only on the rows it can act on (not asserted, not vetoed)
    masked-add      the probe reads the scoped text (detectors.scoped_text: the parts the rules vetoed left
                    out); masked-p90 with the 0.90 bar is what v16 shipped; masked-p95 a 0.95 bar; masked-bal-*
                    class-balanced weights; masked-v17 (shipped) masked-p90 with balanced weights for missed only
    scoped-*        the rules' findings (asserted, vetoed, question-only, resolved) as extra probe features;
                    -decide lets the probe decide alone (add and drop)

Embeddings are computed one message at a time (a vector does not depend on its batch-mates: the embedder's
contract test) and cached in /tmp by text hash; nothing here writes to the repository.

    OPENBLAS_NUM_THREADS=1 nice -n 5 functions/venv/bin/python -m bench.detector_cv [--methods a,b] [--rounds] [--out R.json]
        [--errors missed,milestone]   # each method's out-of-fold false positives (FP) and misses (FN), dev rows only
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import sys
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(REPO), str(REPO / "functions")]
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")

import numpy as np  # noqa: E402

from bench.bench_insight_labels import DETECTORS, load  # noqa: E402
# v58: the nested veto choice is the fit's own (bench/fit_insight_probe.py), so the fold and the shipped fit choose alike.
from bench.fit_insight_probe import VETO_CANDIDATES, candidate_cutoff, choose_veto, round_number  # noqa: E402,F401

# (pool, held-out round, label) -> (the candidate chosen, its cut-off): printed by main (v58).
VETO_CHOSEN: dict[tuple[str, str, str], tuple[tuple[str, float], float | None]] = {}

CACHE = Path(os.environ.get("DETECTOR_CV_CACHE", "/tmp/detector_cv_cache"))
INNER_FOLDS = 4
# The rounds whose errors no keyword rule was fitted to: v13-blind (v14 refitted only the probe, v15 fixed
# v14-blind's classes) and v15-blind (and any later round). The rules are in-sample on the others.
# v45: v43-blind too, the one dev round whose errors v44's rules (the shipped keywords) were not drawn from.
# v48: v43-blind no longer (v47's classes were drawn from its errors), v45-blind instead: v48's classes were drawn from v40- to
# v44-blind's rows, v45-blind's were counted, not read (docs/BENCHMARKS.md, "Detectors v48").
# v49: v46-blind too (joined dev with v49; its rows were not read for v49's readings, which were written from sentences made
# for the tests, nor for v48's).
# v50: v45- and v46-blind no longer: v50's readings name misses of v31- to v47-blind (stress), v34- to v47-blind (milestone)
# and v46-/v47-blind (missed) as their source (shared/domain/insights/vocabulary.py, "v50").
# v51: unchanged. v51's readings were written from v48-blind's misses (now dev) and the dev misses printed beside them (every
# dev round's, v13-, v15- and v16-blind's among them, read but not drawn on: no row of those three reads differently under v51).
# v54: v52-blind too (joined dev with v54): v53's readings were written from v51-blind's errors and the dev rows beside
# them; v52-blind was held out while they were written (docs/BENCHMARKS.md, "Detectors v53").
# v55: v53-blind too (joined dev with v55): the shipped v53 readings were written while it was held out, and v54 changed
# no rule (docs/BENCHMARKS.md, "Detectors v54").
# v56: v54-blind too (joined dev with v56): v54 and v55 changed no reading (v55's shared guards are behaviour-neutral),
# so the shipped rules are still v53's, written while it was held out (docs/BENCHMARKS.md, "Detectors v55").
# v57: v55-blind too (joined dev with v57): v56 changed no reading (its changes are the probe's veto share and pain's veto
# sparing a body part), so the shipped rules are still v53's, written while it was held out (docs/BENCHMARKS.md, "Detectors v56").
# v58: v56-blind too (joined dev with v58): v57 changed no reading (its two milestone readings were judged and not shipped),
# so the shipped rules are still v53's, written while it was held out (docs/BENCHMARKS.md, "Detectors v57").
# v59: v57-blind too (joined dev with v59): v58 changed no reading (its change was stress's veto, chosen inside the folds; its
# milestone reading C was judged and not shipped), so the shipped rules are still v53's, written while it was held out.
# v59 (later the same lane): v52-, v53-, v54- and v57-blind no longer: v59's milestone readings (vocabulary._read_v59) were
# written from the out-of-round misses of v46- ... v54- and v57-blind; v55- and v56-blind were their judge, not read while
# writing (docs/BENCHMARKS.md, "Detectors v59").
# v60: v58-blind too (joined dev with v60): it was written while h-detect59 wrote v59's readings and was not read by them
# (docs/BENCHMARKS.md, "Held-out round v58-blind (h-labels58)").
# v60 (later the same lane): v55-blind no longer: v60's missed reading (vocabulary._read_v60) was written from the
# out-of-round misses of v46- ... v55- and v57-blind; v56- and v58-blind were its judge, not read while writing
# (docs/BENCHMARKS.md, "Detectors v60").
# v61: v59-blind too (joined dev with v61): it was written while h-detect60 wrote v60's missed reading and was not read by it
# (docs/BENCHMARKS.md, "Held-out round v59-blind (h-labels59)").
# v61 (later the same lane): v56- and v58-blind no longer: v61's milestone reading (vocabulary._read_v61) was written from
# the quoted out-of-round misses of v46- ... v58-blind (v56's and v58's among them); v59-blind was its judge, not read while
# writing (docs/BENCHMARKS.md, "Detectors v61").
# v62: v60-blind too (joined dev with v62): it was written while h-detect61 wrote v61's milestone reading and was not read
# by it (docs/BENCHMARKS.md, "Held-out round v60-blind (h-labels60)").
# v63: v61-blind too (joined dev with v63): it was written while h-detect62 wrote v62's stress veto and was not read by it
# (docs/BENCHMARKS.md, "Held-out round v61-blind (h-labels61)").
# v63 (later the same lane): v60-blind no longer: v63's readings (vocabulary._read_v63) were written from the quoted
# out-of-round misses of v46- ... v60-blind (v60's among them, docs/BENCHMARKS.md "Detectors v62"); v61-blind was their
# judge, not read while writing (docs/BENCHMARKS.md, "Detectors v63").
# v64: v62-blind too (joined dev with v64): it was written while h-detect63 wrote v63's readings and was not read by it
# (docs/BENCHMARKS.md, "Held-out round v62-blind (h-labels62)").
# v64 (later the same lane): v61-blind no longer: v64's readings (vocabulary._read_v64) were written from the quoted
# out-of-round misses of v46- ... v61-blind (v61's among them, docs/BENCHMARKS.md "Detectors v63"); v62-blind was their
# judge, not read while writing (docs/BENCHMARKS.md, h-detect64's section).
# v65: v63-blind too (joined dev with v65): it was written while h-detect64 wrote v64's readings and was not read by it
# (docs/BENCHMARKS.md, "Held-out round v63-blind (h-labels63)").
RULES_UNSEEN = ("v13-blind", "v15-blind", "v16-blind", "v59-blind", "v62-blind", "v63-blind")


def _embed_all(texts: list[str], model: str = "int8") -> np.ndarray:
    from bench.fit_insight_probe import embed_cached  # the same cache, in the embedder's batches (v45)

    return embed_cached(texts, model)


def _rule_readings(texts: list[str]) -> dict[str, tuple[str, list[float]]]:
    """Each text's scoped text and rule features, cached in /tmp by the text and the rules' source (v45: a keyword
    pass over every dev row takes minutes; the cache is dropped whenever vocabulary.py or detectors.py changes)."""
    from bench.fit_insight_probe import cached_by_rules  # the same cache directory and source hash
    from shared.domain.insights.detectors import scoped_text

    cache = cached_by_rules("cv_rules", texts, lambda t: [scoped_text(t), rule_features(t)])
    return {t: (cache[t][0], cache[t][1]) for t in texts}


# The rules' findings on a message, in this order, as the probe's extra features (tried here as features; not shipped): what the
# keywords asserted, what they saw only negated / asked / about someone else (vetoed), whether the message only
# asks, and whether it tells an injury resolved.
RULE_FEATURES: tuple[str, ...] = (
    *(f"asserted_{label}" for label in ("stress", "pain", "missed", "milestone")),
    *(f"vetoed_{label}" for label in ("stress", "pain", "missed", "milestone")),
    "asks_only", "resolved",
)


def rule_features(text: str, narrated: bool = False) -> list[float]:
    """The rules' findings on one message as 0/1 features, in RULE_FEATURES order."""
    from shared.domain.insights.detectors import _keyword_analysis

    labels, suppressed, asks_only = _keyword_analysis(text, narrated)
    on = {f"asserted_{label}" for label in labels} | {f"vetoed_{label}" for label in suppressed}
    on |= {"asks_only"} if asks_only else set()
    on |= {"resolved"} if "resolved" in labels else set()
    return [1.0 if name in on else 0.0 for name in RULE_FEATURES]


def rows_and_features() -> tuple[list[dict[str, Any]], dict[str, np.ndarray], np.ndarray]:
    """The labelled rows (client and coach), their embeddings (whole and scoped) and the rules' findings."""
    rows = [r for r in load() if r["split"] == "dev"]  # the blind split is never read, not even as a fold
    # v49: the written training sentences (bench/fit_insight_probe.py TRAIN_FILE) after the rounds' rows; only a method
    # with "extra_train" fits on them, none holds them out or scores them.
    from bench.fit_insight_probe import train_rows

    rows += train_rows()
    x = {"whole": _embed_all([r["text"] for r in rows])}
    readings = _rule_readings([r["text"] for r in rows])
    scoped = [readings[r["text"]][0] for r in rows]
    # An empty scoped text reads as nothing: a zero vector (the probe's bias alone).
    xs = _embed_all([t or "." for t in scoped])
    xs[[i for i, t in enumerate(scoped) if not t]] = 0.0
    x["scoped"] = xs
    print(f"scoped text differs on {sum(t != r['text'] for t, r in zip(scoped, rows))} rows", flush=True)
    rules = np.asarray([readings[r["text"]][1] for r in rows], dtype=np.float64)
    return rows, x, rules


# -- fitting -------------------------------------------------------------------


_FITS: dict[str, tuple[np.ndarray, float]] = {}


def fit_logistic(x: np.ndarray, y: np.ndarray, l2: float, weighting: str = "sqrt") -> tuple[np.ndarray, float]:
    """fit_newton, remembered for the run (v45: methods that differ only in thresholds or vetoes share their fits)."""
    from bench.fit_insight_probe import fit_newton

    key = hashlib.sha1(x.tobytes() + y.tobytes() + f"{l2}/{weighting}".encode()).hexdigest()
    if key not in _FITS:
        _FITS[key] = fit_newton(x, y, l2, weighting)
    return _FITS[key]


def sigmoid(z: np.ndarray) -> np.ndarray:
    return 1 / (1 + np.exp(-z))


def inner_groups(origins: np.ndarray) -> np.ndarray:
    """The training rows' rounds dealt into INNER_FOLDS folds (as bench/fit_insight_probe.py does); -1 for a written
    training sentence (v49), trained on in every inner fold and never scored."""
    from bench.fit_insight_probe import scored_groups

    return scored_groups(origins, INNER_FOLDS)


GRID = [round(0.20 + 0.05 * i, 2) for i in range(16)]  # 0.20 … 0.95 (v17: 0.95, for the 0.95 bar)


def pick_threshold(probs: np.ndarray, y: np.ndarray, rule: str) -> float:
    def pr(t: float) -> tuple[float, float]:
        f = probs >= t
        tp = float((f & (y > 0)).sum())
        return tp / max(f.sum(), 1), tp / max((y > 0).sum(), 1)

    if rule.startswith("p>="):  # the lowest threshold whose precision reaches the bar (the shipped rule)
        bar = float(rule[3:])
        grid = [t for t in GRID if t >= 0.40]
        for t in grid:
            if pr(t)[0] >= bar:
                return t
        return grid[-1]
    if rule == "f1":
        def f1(t: float) -> float:
            p, r = pr(t)
            return 2 * p * r / max(p + r, 1e-9)
        return max(GRID, key=lambda t: (round(f1(t), 6), t))
    raise ValueError(rule)


# -- methods ------------------------------------------------------------------
# A method: which features the probe reads, its regularisation and class weighting, how its threshold is
# chosen on the training rows, and how its flags combine with the rules' (combine_flags).

LABEL_INDEX = {label: i for i, label in enumerate(DETECTORS)}


def features(x: dict[str, np.ndarray], rules: np.ndarray, kind: str) -> np.ndarray:
    if kind == "embedding":
        return x["whole"]
    if kind == "embedding+rules":
        return np.hstack([x["whole"], rules])
    if kind == "scoped":
        return x["scoped"]
    if kind == "scoped+rules":
        return np.hstack([x["scoped"], rules])
    raise ValueError(kind)


def combine_flags(label: str, probe: np.ndarray, rules: np.ndarray, mode: str) -> np.ndarray:
    """The final flag for one label from the probe's flags and the rules' findings (semantic.rule_features order)."""
    col = {name: rules[:, i] > 0 for i, name in enumerate(RULE_FEATURES)}
    asserted, vetoed = col[f"asserted_{label}"], col[f"vetoed_{label}"]
    asks_only = col["asks_only"]
    resolved_veto = col["resolved"] & ~col["asserted_pain"] if label == "pain" else np.zeros(len(probe), bool)
    if mode == "add":  # the shipped combination
        return asserted | (probe & ~vetoed & ~asks_only & ~resolved_veto)
    if mode == "decide":  # the probe alone (it reads the rules as features)
        return probe
    if mode == "decide+veto":  # the probe decides, the rules' vetoes still hold
        return probe & ~vetoed & ~asks_only & ~resolved_veto
    raise ValueError(mode)


METHODS: dict[str, dict[str, Any]] = {
    "keywords": {"keywords_only": True},
    "add-only": {"features": "embedding", "l2": 3e-4, "weighting": "sqrt", "threshold": "p>=0.85", "mode": "add"},
    "add-only-p90": {"features": "embedding", "l2": 3e-4, "weighting": "sqrt", "threshold": "p>=0.90", "mode": "add"},
    "add-only-f1": {"features": "embedding", "l2": 3e-4, "weighting": "sqrt", "threshold": "f1", "mode": "add"},
    "residual-add": {"features": "embedding", "l2": 3e-4, "weighting": "sqrt", "threshold": "p>=0.85",
                     "mode": "add", "train_on": "residual"},
    "residual-add-f1": {"features": "embedding", "l2": 3e-4, "weighting": "sqrt", "threshold": "f1",
                        "mode": "add", "train_on": "residual"},
    "masked-add": {"features": "scoped", "l2": 3e-4, "weighting": "sqrt", "threshold": "p>=0.85", "mode": "add"},
    "add-only-p80": {"features": "embedding", "l2": 3e-4, "weighting": "sqrt", "threshold": "p>=0.80", "mode": "add"},
    "masked-p90": {"features": "scoped", "l2": 3e-4, "weighting": "sqrt", "threshold": "p>=0.90", "mode": "add"},
    "masked-f1": {"features": "scoped", "l2": 3e-4, "weighting": "sqrt", "threshold": "f1", "mode": "add"},
    # v17: a higher precision bar, and class-balanced weights (each positive weighs neg/pos), on the scoped text.
    "masked-p95": {"features": "scoped", "l2": 3e-4, "weighting": "sqrt", "threshold": "p>=0.95", "mode": "add"},
    "masked-bal-p90": {"features": "scoped", "l2": 3e-4, "weighting": "balanced", "threshold": "p>=0.90", "mode": "add"},
    "masked-bal-p95": {"features": "scoped", "l2": 3e-4, "weighting": "balanced", "threshold": "p>=0.95", "mode": "add"},
    # v17 ships this: masked-p90 with class-balanced weights for missed only (the one signal where they raised the
    # unseen rounds' F1: missed 0.93/0.86 -> 0.93/0.90; stress and pain level, milestone 0.89/0.81 -> 0.88/0.79).
    "masked-v17": {"features": "scoped", "l2": 3e-4, "threshold": "p>=0.90", "mode": "add",
                   "weighting": {"stress": "sqrt", "pain": "sqrt", "missed": "balanced", "milestone": "sqrt"}},
    # v45: masked-v17 (shipped since v17) plus the probe's veto of a keyword assertion: dropped where the probe's
    # probability on a non-empty scoped text is under the veto cut-off chosen on the training rows' inner out-of-fold
    # probabilities (bench/fit_insight_probe.py best_veto: the keyword-asserted rows under it at least half false alarms).
    "masked-veto": {"features": "scoped", "l2": 3e-4, "threshold": "p>=0.90", "mode": "add", "veto": True,
                    "weighting": {"stress": "sqrt", "pain": "sqrt", "missed": "balanced", "milestone": "sqrt"}},
    "masked-veto-p95": {"features": "scoped", "l2": 3e-4, "threshold": "p>=0.95", "mode": "add", "veto": True,
                        "weighting": {"stress": "sqrt", "pain": "sqrt", "missed": "balanced", "milestone": "sqrt"}},
    "masked-v17-p95": {"features": "scoped", "l2": 3e-4, "threshold": "p>=0.95", "mode": "add",
                       "weighting": {"stress": "sqrt", "pain": "sqrt", "missed": "balanced", "milestone": "sqrt"}},
    # v46: a 0.925 bar between the two, and what v46 ships: per signal the method with the highest pooled precision at
    # recall >= 0.85 with v40- ... v43-blind held out (docs/BENCHMARKS.md, "Detectors v46"); the veto for stress only.
    "masked-veto-p925": {"features": "scoped", "l2": 3e-4, "threshold": "p>=0.925", "mode": "add", "veto": True,
                         "weighting": {"stress": "sqrt", "pain": "sqrt", "missed": "balanced", "milestone": "sqrt"}},
    "v46": {"features": "scoped", "l2": 3e-4, "mode": "add", "veto": {"stress": True},
            "threshold": {"stress": "p>=0.925", "pain": "p>=0.95", "missed": "p>=0.95", "milestone": "p>=0.925"},
            "weighting": {"stress": "sqrt", "pain": "sqrt", "missed": "balanced", "milestone": "sqrt"}},
    # v47: the rules changed (v47's classes in vocabulary.py), not the probe: "v47" is v46's spec run on them, and the variants
    # lower one signal's bar where the new rules raised its keyword recall (docs/BENCHMARKS.md, "Detectors v47").
    "v47": {"features": "scoped", "l2": 3e-4, "mode": "add", "veto": {"stress": True},
            "threshold": {"stress": "p>=0.925", "pain": "p>=0.95", "missed": "p>=0.95", "milestone": "p>=0.925"},
            "weighting": {"stress": "sqrt", "pain": "sqrt", "missed": "balanced", "milestone": "sqrt"}},
    "v47-low": {"features": "scoped", "l2": 3e-4, "mode": "add", "veto": {"stress": True},
                "threshold": {"stress": "p>=0.90", "pain": "p>=0.925", "missed": "p>=0.925", "milestone": "p>=0.90"},
                "weighting": {"stress": "sqrt", "pain": "sqrt", "missed": "balanced", "milestone": "sqrt"}},
    "v47-high": {"features": "scoped", "l2": 3e-4, "mode": "add", "veto": {"stress": True},
                 "threshold": {"stress": "p>=0.95", "pain": "p>=0.95", "missed": "p>=0.95", "milestone": "p>=0.95"},
                 "weighting": {"stress": "sqrt", "pain": "sqrt", "missed": "balanced", "milestone": "sqrt"}},
    # v48: the rules changed again (v48's readings) and the probe is refitted with v44- and v45-blind in dev; "v48" is v47's
    # spec on them (what ships), the variants one bar for every signal, so that the bar is chosen per signal
    # (docs/BENCHMARKS.md, "Detectors v48").
    "v48": {"features": "scoped", "l2": 3e-4, "mode": "add", "veto": {"stress": True},
            "threshold": {"stress": "p>=0.925", "pain": "p>=0.95", "missed": "p>=0.95", "milestone": "p>=0.925"},
            "weighting": {"stress": "sqrt", "pain": "sqrt", "missed": "balanced", "milestone": "sqrt"}},
    "v48-low": {"features": "scoped", "l2": 3e-4, "mode": "add", "veto": {"stress": True},
                "threshold": "p>=0.90",
                "weighting": {"stress": "sqrt", "pain": "sqrt", "missed": "balanced", "milestone": "sqrt"}},
    "v48-high": {"features": "scoped", "l2": 3e-4, "mode": "add", "veto": {"stress": True},
                 "threshold": "p>=0.95",
                 "weighting": {"stress": "sqrt", "pain": "sqrt", "missed": "balanced", "milestone": "sqrt"}},
    # v49: the rules changed (v49's readings of a clause's meaning) and the probe also fits on the written training
    # sentences (bench/insights_train_v49.jsonl, never held out or scored); v48's bars. "v48" run on the same tree is the
    # same spec without the sentences: the two differ only in the probe's training rows (docs/BENCHMARKS.md,
    # "Detectors v49").
    "v49": {"features": "scoped", "l2": 3e-4, "mode": "add", "veto": {"stress": True}, "extra_train": True,
            "threshold": {"stress": "p>=0.925", "pain": "p>=0.95", "missed": "p>=0.95", "milestone": "p>=0.925"},
            "weighting": {"stress": "sqrt", "pain": "sqrt", "missed": "balanced", "milestone": "sqrt"}},
    "v49-low": {"features": "scoped", "l2": 3e-4, "mode": "add", "veto": {"stress": True}, "extra_train": True,
                "threshold": "p>=0.90",
                "weighting": {"stress": "sqrt", "pain": "sqrt", "missed": "balanced", "milestone": "sqrt"}},
    "v49-high": {"features": "scoped", "l2": 3e-4, "mode": "add", "veto": {"stress": True}, "extra_train": True,
                 "threshold": "p>=0.95",
                 "weighting": {"stress": "sqrt", "pain": "sqrt", "missed": "balanced", "milestone": "sqrt"}},
    # v54: v53's probe (v49's spec, shipped since) against thresholds chosen on what the probe decides (run_method:
    # "res-p>=X", "comb-p>=X"), and the veto for every signal (a probe reading that overturns a keyword hit); chosen
    # by leave-one-round-out over v44- ... v52-blind (--from-round 44; docs/BENCHMARKS.md, "Detectors v54").
    **{f"v54-res{bar}": {"features": "scoped", "l2": 3e-4, "mode": "add", "veto": {"stress": True}, "extra_train": True,
                         "threshold": f"res-p>=0.{bar}",
                         "weighting": {"stress": "sqrt", "pain": "sqrt", "missed": "balanced", "milestone": "sqrt"}}
       for bar in ("95", "90", "85", "80", "75", "70", "60")},
    **{f"v54-comb{bar}": {"features": "scoped", "l2": 3e-4, "mode": "add", "veto": {"stress": True}, "extra_train": True,
                          "threshold": f"comb-p>=0.{bar}",
                          "weighting": {"stress": "sqrt", "pain": "sqrt", "missed": "balanced", "milestone": "sqrt"}}
       for bar in ("96", "95", "94", "93", "92")},
    **{f"v54-p{bar}": {"features": "scoped", "l2": 3e-4, "mode": "add", "veto": {"stress": True}, "extra_train": True,
                       "threshold": f"p>=0.{bar}",
                       "weighting": {"stress": "sqrt", "pain": "sqrt", "missed": "balanced", "milestone": "sqrt"}}
       for bar in ("85", "80", "75")},
    "v54-veto-all": {"features": "scoped", "l2": 3e-4, "mode": "add", "veto": True, "extra_train": True,
                     "threshold": {"stress": "p>=0.925", "pain": "p>=0.95", "missed": "p>=0.95", "milestone": "p>=0.925"},
                     "weighting": {"stress": "sqrt", "pain": "sqrt", "missed": "balanced", "milestone": "sqrt"}},
    # v55: stress and pain out of round (--from-round 45 --signals stress,pain; docs/BENCHMARKS.md, "Detectors v55"): the
    # v49 spec (shipped) against a probe veto of keyword hits for pain (chosen by best_veto on the training rows, or a fixed
    # cut-off: "veto": {"pain": 0.05}), a lower bar for stress, and a fixed probe threshold ("t=0.95") for pain.
    **{name: {"features": "scoped", "l2": 3e-4, "mode": "add", "extra_train": True,
              "veto": {"stress": True, **({"pain": pain_veto} if pain_veto is not None else {})},
              "threshold": {"stress": stress_bar, "pain": pain_bar, "missed": "p>=0.95", "milestone": "p>=0.925"},
              "weighting": {"stress": "sqrt", "pain": "sqrt", "missed": "balanced", "milestone": "sqrt"}}
       for name, stress_bar, pain_bar, pain_veto in (
           ("v55-pain-veto", "p>=0.925", "p>=0.95", True),
           ("v55-pain-veto02", "p>=0.925", "p>=0.95", 0.02),
           ("v55-pain-veto05", "p>=0.925", "p>=0.95", 0.05),
           ("v55-pain-veto10", "p>=0.925", "p>=0.95", 0.10),
           ("v55-pain-t95", "p>=0.925", "t=0.95", None),
           ("v55-stress-p90", "p>=0.90", "p>=0.95", None),
           ("v55-stress-p875", "p>=0.875", "p>=0.95", None),
           ("v55-stress-p85", "p>=0.85", "p>=0.95", None),
           ("v55-stress-res85", "res-p>=0.85", "p>=0.95", None),
           ("v55-stress-res75", "res-p>=0.75", "p>=0.95", None),
       )},
    # v56: v46- ... v54-blind held out (--from-round 46; docs/BENCHMARKS.md, "Detectors v56"): the veto's false-alarm
    # share ("veto_share": best_veto's, a half before v56) and a pain veto that reads only messages naming no body part
    # ("veto_spares_body_part"). "v56" is what ships: a third, stress and pain vetoed, pain's sparing a body part.
    **{name: {"features": "scoped", "l2": 3e-4, "mode": "add", "extra_train": True,
              "veto": {"stress": True, **({"pain": True} if pain_veto else {})}, "veto_share": share,
              "veto_spares_body_part": spares,
              "threshold": {"stress": "p>=0.925", "pain": "p>=0.95", "missed": "p>=0.95", "milestone": "p>=0.925"},
              "weighting": {"stress": "sqrt", "pain": "sqrt", "missed": "balanced", "milestone": "sqrt"}}
       for name, share, pain_veto, spares in (
           ("v56", 1 / 3, True, ("pain",)),
           ("v56-half", 0.5, True, ("pain",)),
           ("v56-pain-every", 1 / 3, True, ()),
           ("v56-stress-only", 1 / 3, False, ()),
       )},
    # v57: stress's veto share re-weighed with v55-blind in dev (--from-round 46 --signals stress; docs/BENCHMARKS.md,
    # "Detectors v57"): shares a quarter and 0.4 beside v56's third and v56-half, and fixed cut-offs.
    **{name: {"features": "scoped", "l2": 3e-4, "mode": "add", "extra_train": True,
              "veto": {"stress": veto, "pain": True}, "veto_share": share, "veto_spares_body_part": ("pain",),
              "threshold": {"stress": "p>=0.925", "pain": "p>=0.95", "missed": "p>=0.95", "milestone": "p>=0.925"},
              "weighting": {"stress": "sqrt", "pain": "sqrt", "missed": "balanced", "milestone": "sqrt"}}
       for name, share, veto in (
           ("v57-share25", 0.25, True),
           ("v57-share40", 0.4, True),
           ("v57-veto10", 1 / 3, 0.10),
           ("v57-veto20", 1 / 3, 0.20),
       )},
    # v58: stress's veto chosen inside each training fold (docs/BENCHMARKS.md, "Detectors v58"). The candidates and the
    # rule were fixed before any run: the candidate whose combined stress flags (keywords + probe, that veto applied)
    # have the best F1 on the training rows' inner out-of-fold probabilities, pooled over the training rounds from
    # v46-blind on ("from46": the rounds held out in turn, the fold's own round left out) — or over every training round
    # ("all", reported beside it, not the rule) — ties to the shipped third, then to the earlier candidate.
    # The fixed candidates are also runnable alone (v58-veto05, v58-veto15; v57-veto10, v57-share25, v56, v56-half).
    **{name: {"features": "scoped", "l2": 3e-4, "mode": "add", "extra_train": True,
              "veto": {"stress": True, "pain": True}, "veto_share": 1 / 3, "veto_spares_body_part": ("pain",),
              **({"veto_choice": {"stress": pool}} if pool else {"veto": {"stress": cut, "pain": True}}),
              "threshold": {"stress": "p>=0.925", "pain": "p>=0.95", "missed": "p>=0.95", "milestone": "p>=0.925"},
              "weighting": {"stress": "sqrt", "pain": "sqrt", "missed": "balanced", "milestone": "sqrt"}}
       for name, pool, cut in (
           ("v58-nested", "from46", None),
           ("v58-nested-all", "all", None),
           ("v58-veto05", None, 0.05),
           ("v58-veto15", None, 0.15),
       )},
    "scoped-add": {"features": "embedding+rules", "l2": 3e-4, "weighting": "sqrt", "threshold": "p>=0.85",
                   "mode": "add"},
    "scoped-decide": {"features": "embedding+rules", "l2": 3e-4, "weighting": "sqrt", "threshold": "f1",
                      "mode": "decide"},
}


def run_method(spec: dict[str, Any], rows: list[dict[str, Any]], x: np.ndarray, rules: np.ndarray,
               heldout: list[str], signals: tuple[str, ...] = DETECTORS) -> dict[str, np.ndarray]:
    """Flags per label for every row of the held-out rounds, each from a fit without its round (v55: only `signals`
    are fitted; the others' flags stay empty)."""
    origins = np.array([r["origin"] for r in rows])
    client = np.array([r.get("role", "client") != "coach" for r in rows])
    y_all = {label: np.array([label in r["labels"] for r in rows], dtype=float) for label in DETECTORS}
    out = {label: np.zeros(len(rows), bool) for label in DETECTORS}
    asserted_cols = {label: RULE_FEATURES.index(f"asserted_{label}") for label in DETECTORS}
    if spec.get("keywords_only"):
        for label in signals:
            out[label] = (rules[:, asserted_cols[label]] > 0) & client
        return out
    feats = features(x, rules, spec["features"])
    from bench.fit_insight_probe import TRAIN_ORIGIN

    # v56: which rows name a body part (a spared veto keeps their hits), read once for every fold and label.
    body_part = np.zeros(len(rows), bool)
    if spec.get("veto_spares_body_part"):
        from shared.domain.insights.detectors import names_body_part

        body_part = np.array([names_body_part(r["text"]) for r in rows])

    written = origins == TRAIN_ORIGIN
    for origin in heldout:
        test = origins == origin
        train = ~test & client & (~written if not spec.get("extra_train") else True)
        groups = inner_groups(origins[train])
        for label in signals:
            if spec.get("train_on") == "residual":
                # Fit and judge the probe on the rows where it can act: those the rules neither asserted nor vetoed.
                open_rows = combine_flags(label, np.ones(len(rows), bool), rules, spec["mode"]) & \
                    ~(rules[:, asserted_cols[label]] > 0)
                train = ~test & client & open_rows & ~written
                groups = inner_groups(origins[train])
            y = y_all[label][train]
            weighting = spec["weighting"][label] if isinstance(spec["weighting"], dict) else spec["weighting"]
            # v46: the threshold rule and the veto may be chosen per signal (a dict by label).
            threshold_rule = spec["threshold"][label] if isinstance(spec["threshold"], dict) else spec["threshold"]
            veto_on = spec.get("veto", False)
            veto_on = veto_on.get(label, False) if isinstance(veto_on, dict) else veto_on
            oof = np.zeros(int(train.sum()))
            for g in range(INNER_FOLDS):
                inner = groups == g
                w, b = fit_logistic(feats[train][~inner], y[~inner], spec["l2"], weighting)
                oof[inner] = sigmoid(feats[train][inner] @ w + b)
            # Thresholds and vetoes are chosen on the rounds' rows alone (v49: a written sentence is never scored).
            scored = groups >= 0
            if threshold_rule.startswith("t="):  # v55: a fixed threshold, not chosen on the training rows
                threshold = float(threshold_rule[2:])
            elif threshold_rule.startswith(("res-p>=", "comb-p>=")):
                # v54: the bar is met by what the probe decides, not by the probe alone over every row. "res-p>=X": the
                # lowest threshold at which the probe's inner out-of-fold flags on the rows it can act on (the rules
                # silent: not asserted, not vetoed, not a question) are X precise. "comb-p>=X": the lowest at which the
                # combined detector's inner out-of-fold flags (rules | probe) are X precise.
                kind, bar = threshold_rule.split(">=")
                acts = combine_flags(label, np.ones(int(train.sum()), bool), rules[train], spec["mode"]) & \
                    ~(rules[train][:, asserted_cols[label]] > 0)

                def reaches(t: float) -> bool:
                    flags = (oof >= t) & acts if kind == "res-p" else \
                        combine_flags(label, oof >= t, rules[train], spec["mode"])
                    flags, truth = flags[scored], y[scored] > 0
                    return float((flags & truth).sum()) >= float(bar) * max(int(flags.sum()), 1)
                threshold = next((t for t in GRID if t >= 0.40 and reaches(t)), GRID[-1])  # fit_insight_probe's grid
            elif threshold_rule.startswith("comb-"):
                # Judge each threshold by the combined detector's inner out-of-fold flags (rules + probe).
                def combined_score(t: float) -> float:
                    flags = combine_flags(label, oof >= t, rules[train], spec["mode"])
                    tp = float((flags & (y > 0)).sum())
                    p, r = tp / max(flags.sum(), 1), tp / max((y > 0).sum(), 1)
                    return 2 * p * r / max(p + r, 1e-9)
                threshold = max(GRID, key=lambda t: (round(combined_score(t), 6), t))
            else:
                threshold = pick_threshold(oof[scored], y[scored], threshold_rule)
            w, b = fit_logistic(feats[train], y, spec["l2"], weighting)
            probs = sigmoid(feats[test] @ w + b)
            flags = combine_flags(label, probs >= threshold, rules[test], spec["mode"])
            if veto_on:
                from bench.fit_insight_probe import best_veto

                # Only a non-empty scoped text is read (a zero vector stands for an empty one).
                readable = feats.any(axis=1)
                asserted = rules[:, asserted_cols[label]] > 0
                # v55: a number is a fixed cut-off; True, the one best_veto chooses on the training rows.
                if label in spec.get("veto_spares_body_part", ()):  # v56: a hit naming a body part is kept
                    asserted = asserted & ~body_part
                veto = veto_on if not isinstance(veto_on, bool) else \
                    best_veto(oof[scored], y[scored], (asserted[train] & readable[train])[scored],
                              spec.get("veto_share", 0.5))[0]
                pool = spec.get("veto_choice", {}).get(label)
                if pool:  # v58: the candidate chosen on the training rows (choose_veto), scored on the held-out round
                    vetoable = (asserted[train] & readable[train])[scored]
                    inner_flags = combine_flags(label, oof >= threshold, rules[train], spec["mode"])[scored]
                    train_origins = origins[train][scored]
                    in_pool = np.array([round_number(o) >= 46 for o in train_origins]) if pool == "from46" else \
                        np.ones(len(train_origins), bool)
                    candidate, veto = choose_veto(oof[scored], y[scored], inner_flags, vetoable, in_pool)
                    VETO_CHOSEN[(pool, origin, label)] = (candidate, veto)
                if veto is not None:
                    flags &= ~(asserted[test] & readable[test] & (probs < veto))
            out[label][test] = flags & client[test]
    return out


def score(flags: np.ndarray, y: np.ndarray) -> tuple[int, int, int]:
    tp = int((flags & (y > 0)).sum())
    return tp, int((flags & ~(y > 0)).sum()), int((~flags & (y > 0)).sum())


def pr(tp: int, fp: int, fn: int) -> str:
    return f"{tp / (tp + fp) if tp + fp else 1.0:.2f}/{tp / (tp + fn) if tp + fn else 1.0:.2f}"


def report(name: str, flags: dict[str, np.ndarray], rows: list[dict[str, Any]], heldout: list[str],
           signals: tuple[str, ...] = DETECTORS) -> dict[str, Any]:
    origins = np.array([r["origin"] for r in rows])
    mask = np.isin(origins, heldout)
    result: dict[str, Any] = {"pooled": {}, "rounds": {}}
    for label in signals:
        y = np.array([label in r["labels"] for r in rows])
        result["pooled"][label] = score(flags[label][mask], y[mask])
        for origin in heldout:
            m = origins == origin
            result["rounds"].setdefault(origin, {})[label] = score(flags[label][m], y[m])
    # v55: with the counts (true positives, false alarms, misses) beside precision / recall
    pooled = "  ".join(f"{label} {pr(*result['pooled'][label])} {result['pooled'][label]}" for label in signals)
    print(f"{name:24s} pooled  {pooled}", flush=True)
    fresh = [o for o in heldout if o in RULES_UNSEEN]
    for label in signals:
        result.setdefault("rules_unseen", {})[label] = tuple(
            sum(result["rounds"][o][label][k] for o in fresh) for k in range(3))
    unseen = "  ".join(f"{label} {pr(*result['rules_unseen'][label])} {result['rules_unseen'][label]}" for label in signals)
    print(f"{'':24s} unseen  {unseen}", flush=True)
    return result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--methods", default=",".join(METHODS))
    parser.add_argument("--rounds", action="store_true", help="print each held-out round")
    parser.add_argument("--out", help="write the results as JSON")
    parser.add_argument("--from-round", type=int, default=0,
                        help="hold out only the blind rounds from vN on (v45: each held-out round costs 20 fits)")
    parser.add_argument("--signals", default=",".join(DETECTORS),
                        help="fit and report only these signals (comma-separated; v55)")
    parser.add_argument("--errors", default="", help="print each method's out-of-fold false positives and misses for "
                        "these signals (comma-separated; dev rows only)")
    args = parser.parse_args()
    signals = tuple(args.signals.split(","))
    rows, x, rules = rows_and_features()
    heldout = sorted({r["origin"] for r in rows if r["origin"].endswith("-blind")
                      and int(r["origin"].split("-")[0][1:]) >= args.from_round},
                     key=lambda o: int(o.split("-")[0][1:]))
    results = {}
    for name in args.methods.split(","):
        flags = run_method(METHODS[name], rows, x, rules, heldout, signals)
        results[name] = report(name, flags, rows, heldout, signals)
        for label in filter(None, args.errors.split(",")):
            for i, row in enumerate(rows):
                truth = label in row["labels"]
                if flags[label][i] != truth and row["origin"] in heldout:
                    print(f"    {label} {'FP' if flags[label][i] else 'FN'} {row['origin']:10s} {row['text']}")
        for (pool, origin, label), (candidate, cut) in VETO_CHOSEN.items():
            if pool == METHODS[name].get("veto_choice", {}).get(label):
                print(f"    {label} veto chosen without {origin}: {candidate[0]} {candidate[1]:.3g} -> cut-off {cut}")
        if args.rounds:
            for origin in heldout:
                cells = "  ".join(f"{label} {pr(*results[name]['rounds'][origin][label])}" for label in signals)
                print(f"    {origin:10s} {cells}")
    if args.out:
        Path(args.out).write_text(json.dumps(results, indent=1))


if __name__ == "__main__":
    main()
