"""bench.calibrate: the training rows' fingerprint, and the collect -> fit passes to a fixed point.

The rows depend on the fit (the ranking step orders candidates by the calibration in use), so
a refit repeats until the fit reproduces the weights its rows were collected under. Hand-made
rows and a stand-in ranking; no LoCoMo data, no model.
"""

from __future__ import annotations

import numpy as np

from bench import calibrate


def _question(ids, labels, features, source="locomo"):
    return {"conversation": "c1", "source": source, "question": "did she run on monday", "asked_of": "c1", "ids": list(ids),
            "X": np.array(features, dtype=float).reshape(len(ids), -1), "y": np.array(labels, dtype=float), "n_evidence": int(sum(labels))}


def _rows(coverage=0.5, order=("m1", "m2")):
    feats = {"m1": [0.03, 0.5, 0.42, coverage], "m2": [0.02, 0.0, 0.31, 0.0]}
    labels = {"m1": 1, "m2": 0}
    return {"dense": [_question(order, [labels[i] for i in order], [[feats[i][2]] for i in order])],
            "hybrid": [_question(order, [labels[i] for i in order], [feats[i] for i in order])]}


def test_fingerprint_is_the_same_for_the_same_rows():
    assert calibrate.rows_fingerprint(_rows()) == calibrate.rows_fingerprint(_rows())


def test_fingerprint_moves_with_a_feature_value():
    assert calibrate.rows_fingerprint(_rows(coverage=0.5)) != calibrate.rows_fingerprint(_rows(coverage=0.6))


def test_fingerprint_moves_with_the_candidates_order():
    # Same candidates, same features, other order: the fused feature after the lift and the
    # top-25 cut both read the order, so the rows are other rows.
    assert calibrate.rows_fingerprint(_rows(order=("m1", "m2"))) != calibrate.rows_fingerprint(_rows(order=("m2", "m1")))


def test_counts_say_what_the_fingerprint_covers():
    assert calibrate.rows_counts(_rows()) == {"dense": {"questions": 1, "candidates": 2, "evidence": 1},
                                              "hybrid": {"questions": 1, "candidates": 2, "evidence": 1}}


def _entry(w: float) -> dict:
    return {"hybrid": {"weights": {"fused": w, "keyword_rr": 0.0, "cosine": 0.0, "coverage": 0.0}, "bias": 0.0},
            "dense": {"weights": {"cosine": 1.0}, "bias": 0.0}}


def test_passes_repeat_until_the_fit_reproduces_the_weights_in_use():
    # A stand-in ranking whose rows depend on the weights in use, and a fit that moves the
    # weight to 0.5, then 1.0, then (on rows collected under 1.0) 1.001: converged, so the
    # weights in use (1.0, the ones that rank the recorded rows) are kept.
    collected_under = []

    def collect_under(entry):
        w = None if entry is None else entry["hybrid"]["weights"]["fused"]
        collected_under.append(w)
        return _rows(coverage={None: 0.1, 0.5: 0.2, 1.0: 0.3}[w])

    def fit_on(rows):
        cov = rows["hybrid"][0]["X"][0][3]
        return _entry({0.1: 0.5, 0.2: 1.0, 0.3: 1.001}[round(cov, 1)])

    entry, rows, passes = calibrate.fixed_point(collect_under, fit_on, _entry(0.0))
    assert collected_under == [None, 0.5, 1.0]
    assert entry["hybrid"]["weights"]["fused"] == 1.0
    assert entry["rows"]["fixed_point"] is True and entry["rows"]["passes"] == 3
    assert entry["rows"]["fingerprint"] == calibrate.rows_fingerprint(rows) == calibrate.rows_fingerprint(_rows(coverage=0.3))
    assert [round(p["largest_change"], 4) for p in passes] == [0.5, 0.5, 0.001]


def test_a_refit_that_moves_nothing_ships_the_old_weights():
    entry, _, passes = calibrate.fixed_point(lambda e: _rows(), lambda r: _entry(2.003), _entry(2.0))
    assert len(passes) == 1 and entry["rows"]["fixed_point"] is True
    assert entry["hybrid"]["weights"]["fused"] == 2.0


def test_passes_stop_at_the_limit_and_say_no_fixed_point_was_reached():
    ws = iter([1.0, 2.0, 1.0, 2.0, 1.0, 2.0])
    entry, _, passes = calibrate.fixed_point(lambda e: _rows(), lambda r: _entry(next(ws)), _entry(0.0), max_passes=4)
    assert len(passes) == 4 and entry["rows"]["fixed_point"] is False


def test_answerability_rows_fingerprint_moves_with_the_calibrated_relevance():
    from bench import answerability as fit_answerability

    def rows(relevance):
        return [{"conversation": "c1", "history": "c1-h0", "question": "what did she eat before the race", "answerable": 1,
                 "x": [relevance, 0.4, 0.2]}]

    assert fit_answerability.rows_fingerprint(rows(0.81)) == fit_answerability.rows_fingerprint(rows(0.81))
    assert fit_answerability.rows_fingerprint(rows(0.81)) != fit_answerability.rows_fingerprint(rows(0.78))
