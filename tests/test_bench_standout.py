"""bench/standout.py: the standing features of a decision's best candidate and the leave-one-roster-out cut."""

from __future__ import annotations

import pytest

from bench import standout


def _decision(rels: list[float], coss: list[float], wls: list[float], keyword_first: int = 0) -> dict:
    cands = [{"id": f"r{i}", "rel": r, "cos": c, "wl": w, "keyword_rr": 1.0 if i == keyword_first else 0.5}
             for i, (r, c, w) in enumerate(zip(rels, coss, wls))]
    return {"cands": cands, "all_rel": rels, "all_cos": coss}


def test_a_record_far_above_the_rest_stands_out_and_one_among_equals_does_not():
    alone, ids = standout.standing(_decision([0.2, 0.6, 0.2, 0.2, 0.2], [0.1, 0.4, 0.1, 0.1, 0.1],
                                             [0.0, 0.5, 0.0, 0.0, 0.0], keyword_first=1))
    crowd, _ = standout.standing(_decision([0.6, 0.59, 0.58, 0.6, 0.57], [0.4, 0.4, 0.39, 0.38, 0.4],
                                           [0.3, 0.31, 0.3, 0.29, 0.3], keyword_first=2))
    assert ids[0] == "r1"
    assert alone["rel_gap2"] == pytest.approx(0.4)
    assert alone["rel_z"] > 1.5 > crowd["rel_z"]
    assert alone["agree3"] == 3.0  # the dense, the keyword and the second embedder's first are the same record
    assert crowd["kw_first"] == 0.0


def test_the_cut_keeps_the_false_answers_within_a_third_of_the_hits():
    scores = [0.9, 0.8, 0.7, 0.6, 0.5, 0.4]
    labels = [1, 1, 1, 0, 1, 0]
    assert standout._cut(scores, labels) == (3, 0, 0.7)  # 0.5: a fourth hit for a false answer, no gain
    assert standout._cut([0.9, 0.8], [0, 1]) == (0, 0, float("inf"))  # the first one answered is false: no cut


def test_left_out_roster_is_scored_at_the_cut_the_others_chose():
    rows = [{"set": s, "label": y, "rel_gap2": g}
            for s in ("north", "south", "east")
            for y, g in ((1, 0.3), (1, 0.25), (1, 0.2), (0, 0.1), (0, 0.05))]
    rows.append({"set": "east", "label": 0, "rel_gap2": 0.28})
    table = {t[0]: t for t in standout.leave_one_roster_out(rows, "rel_gap2")}
    held, fit_hits, fit_false, cut, hits, false, other, positives, negatives = table["east"]
    assert (fit_hits, fit_false, cut) == (6, 0, 0.2)
    assert (hits, false, positives, negatives) == (3, 1, 3, 3)
