"""v58: bench/detector_cv.py chooses stress's veto inside each training fold (choose_veto): the candidate whose vetoed
flags have the best F1 over the pool's rows, ties to the shipped third."""

from __future__ import annotations

import numpy as np

from bench import detector_cv as cv

PROBS = np.array([0.01, 0.04, 0.08, 0.12, 0.16, 0.17, 0.18, 0.21, 0.22, 0.23, 0.5])
Y = np.array([0, 0, 1, 0, 1, 1, 1, 1, 1, 1, 1], dtype=float)
EVERY = np.ones(11, bool)


def test_the_candidates_are_the_shipped_third_first_then_shares_and_fixed_cutoffs():
    assert cv.VETO_CANDIDATES[0] == ("share", 1 / 3)
    assert {c for c in cv.VETO_CANDIDATES} == {("share", 1 / 3), ("share", 0.25), ("share", 0.5),
                                                ("cut", 0.05), ("cut", 0.10), ("cut", 0.15)}


def test_a_share_gives_best_vetos_cutoff_and_a_fixed_cutoff_itself():
    assert cv.candidate_cutoff(("share", 1 / 3), PROBS, Y, EVERY) == 0.2
    assert cv.candidate_cutoff(("share", 0.5), PROBS, Y, EVERY) == 0.15
    assert cv.candidate_cutoff(("cut", 0.05), PROBS, Y, EVERY) == 0.05


def test_the_best_f1_over_the_pool_is_chosen():
    # Under 0.05 lie the two false alarms and nothing else: every hit kept, no false alarm (F1 1.0); the third's 0.2
    # drops four hits with three false alarms.
    assert cv.choose_veto(PROBS, Y, EVERY, EVERY, EVERY) == (("cut", 0.05), 0.05)


def test_only_the_pools_rows_are_scored():
    # The pool holds only hits: any veto that drops one loses F1 there; no candidate drops none here but 0.05
    # drops none of the pool's hits (its rows under 0.05 are out of the pool), so it wins again.
    pool = Y > 0
    assert cv.choose_veto(PROBS, Y, EVERY, EVERY, pool)[0] == ("cut", 0.05)
    # With the rows under 0.05 in the pool and nothing vetoable, every candidate gives the same flags: the third.
    assert cv.choose_veto(PROBS, Y, EVERY, np.zeros(11, bool), EVERY)[0] == ("share", 1 / 3)


def test_a_tie_goes_to_the_shipped_third():
    probs = np.full(11, 0.6)  # nothing under any cut-off: every candidate keeps the same flags
    assert cv.choose_veto(probs, Y, EVERY, EVERY, EVERY) == (("share", 1 / 3), None)


def test_round_number_reads_a_blind_round_only():
    assert cv.round_number("v46-blind") == 46
    assert cv.round_number("v1-dev") == -1
    assert cv.round_number("written-v49") == -1
