"""bench/fit_insight_probe.py's choices (v46): a precision bar per signal, and the veto fitted by default."""

from __future__ import annotations

import json

import numpy as np

from bench import fit_insight_probe as fip
from shared.domain.insights import semantic


def _scores():
    """Stand-in out-of-fold probabilities: at 0.70 nine of the ten flagged are right (0.90), at 0.75 all nine are
    (1.0); under 0.70 a false alarm at 0.68 joins (0.82)."""
    probs = np.array([0.99, 0.98, 0.97, 0.96, 0.96, 0.90, 0.85, 0.80, 0.75, 0.72, 0.68, 0.10, 0.05])
    y = np.array([1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 1, 0], dtype=float)
    return probs, y


def test_each_signal_is_held_to_its_own_precision_bar(monkeypatch):
    monkeypatch.setattr(fip, "MIN_PRECISION", {"stress": 0.95, "milestone": 0.90})
    probs, y = _scores()
    assert fip.best_threshold(probs, y, "milestone")[0] == 0.7
    assert fip.best_threshold(probs, y, "stress")[0] == 0.75


def test_a_bar_of_095_can_be_met_at_a_095_threshold():
    """The grid reaches 0.95, as bench/detector_cv.py's does, so the fit and the cross-validation choose alike."""
    assert fip.GRID[-1] == 0.95 and 0.9 in fip.GRID


def test_the_fit_records_its_bars_in_its_settings():
    assert fip.SETTINGS["precision_bar"] == fip.MIN_PRECISION
    assert set(fip.MIN_PRECISION) == set(semantic.PROBE_LABELS)


def test_the_shipped_fit_was_made_with_these_settings_and_the_veto():
    """A refit with other bars, or with --no-veto, would not be the method the cross-validation chose; the veto is
    stress's and (v56) pain's, pain's reading only messages that name no body part (reading every one it dropped the
    demo's "shins a bit achy", tests/test_insights_demo_data.py)."""
    shipped = json.loads(semantic.PROBE_FITS_FILE.read_text())
    assert shipped["settings"]["precision_bar"] == fip.MIN_PRECISION
    assert shipped["settings"]["veto"] == fip.VETO_SETTINGS
    for fit in shipped["fits"]:
        for name, label in fit["labels"].items():
            # Each threshold is the lowest at which its out-of-fold precision met the signal's bar.
            assert label["out_of_fold"]["precision"] >= fip.MIN_PRECISION[name] or label["threshold"] == fip.GRID[-1]
            if name not in fip.VETO_LABELS:
                assert label["veto_threshold"] is None and label["logit_veto_threshold"] is None
    assert fip.VETO_LABELS == ("stress", "pain")
    assert fip.VETO_SETTINGS["spares_body_part"] == ["pain"]


def test_the_veto_share_is_a_third():
    """v56: a cut-off is taken where at least a third of the keyword hits under it are false alarms (three at least);
    a half, the share before v56, takes a lower one here."""
    probs = np.array([0.01, 0.04, 0.08, 0.12, 0.16, 0.17, 0.18, 0.21, 0.22, 0.23, 0.5])
    y = np.array([0, 0, 1, 0, 1, 1, 1, 1, 1, 1, 1], dtype=float)
    asserted = np.ones(11, bool)
    assert fip.best_veto(probs, y, asserted)[0] == 0.2  # under 0.2: three false alarms of seven
    assert fip.best_veto(probs, y, asserted, share=0.5)[0] == 0.15  # under 0.15: three of four


def test_written_training_sentences_are_fitted_on_but_never_scored():
    """v49: the written sentences (origin v49-train) sit in no inner fold (-1: trained on by every fold), and the rounds'
    rows keep the folds they had without them, so the thresholds are chosen on the rounds' writing alone."""
    origins = np.array(["v40-blind", "v41-blind", fip.TRAIN_ORIGIN, "v42-blind", fip.TRAIN_ORIGIN, "v43-blind", "v44-blind"])
    groups = fip.scored_groups(origins)
    assert list(groups[origins == fip.TRAIN_ORIGIN]) == [-1, -1]
    rounds = origins != fip.TRAIN_ORIGIN
    assert list(groups[rounds]) == list(fip.inner_groups(origins[rounds]))
    # out_of_fold predicts only the rounds' rows; a written sentence is in every fit's training rows.
    x = np.array([[0.0], [1.0], [5.0], [0.2], [5.0], [0.9], [0.1]])
    y = np.array([0, 1, 1, 0, 1, 1, 0], dtype=float)
    probs = fip.out_of_fold(x, y, groups, "stress")
    assert probs[~rounds].tolist() == [0.0, 0.0] and (probs[rounds] > 0).all()


def test_the_written_sentences_are_apart_from_the_rounds():
    """Marked train / v49-train, none a round's text, each labelled with the four signals only."""
    rows = fip.train_rows()
    assert len(rows) >= 250
    round_texts = {r["text"].casefold() for r in fip.load()}
    assert not round_texts & {r["text"].casefold() for r in rows}
    assert all(set(r["labels"]) <= set(semantic.PROBE_LABELS) for r in rows)
    assert len({r["id"] for r in rows}) == len(rows)


def test_stress_veto_is_the_rules_choice_among_the_candidates():
    """v58: stress's veto is chosen by choose_veto (the rule bench/detector_cv.py's v58-nested applied inside each fold);
    the shipped fit records the candidate, and its cut-off is that candidate's."""
    assert fip.VETO_CHOICE_LABELS == ("stress",)
    assert fip.VETO_CANDIDATES[0] == ("share", 1 / 3)
    shipped = json.loads(semantic.PROBE_FITS_FILE.read_text())
    for fit in shipped["fits"]:
        stress = fit["labels"]["stress"]
        kind, value = stress["veto_chosen"]
        assert [kind, value] in shipped["settings"]["veto"]["chosen"]["candidates"]
        if kind == "cut":
            assert stress["veto_threshold"] == value
        assert "veto_chosen" not in fit["labels"]["pain"]


def test_the_choice_reads_the_combined_flags_of_the_pooled_rounds(monkeypatch):
    """chosen_veto: a probe addition counts only where the keywords vetoed nothing and the message does not only ask,
    and only rows of the rounds from VETO_CHOICE_FROM_ROUND on are scored."""
    rows = [{"text": f"t{i}", "origin": origin} for i, origin in
            enumerate(["v46-blind"] * 4 + ["v30-blind"] * 2)]
    readings = [("s", {"stress"}), ("s", {"stress"}), ("s", set()), ("s", set()), ("s", {"stress"}), ("s", set())]
    monkeypatch.setattr(fip, "gate_readings",
                        lambda texts: [({"stress"} if t == "t3" else set(), False) for t in texts])
    probs = np.array([0.04, 0.5, 0.9, 0.9, 0.04, 0.9])
    y = np.array([0, 1, 1, 1, 1, 0], dtype=float)
    vetoable = np.array([True, True, False, False, True, False])
    scored = np.ones(6, bool)
    seen = {}

    def spy(p, t, flags, v, in_pool):
        seen["flags"], seen["in_pool"] = flags.tolist(), in_pool.tolist()
        return ("cut", 0.05), 0.05

    monkeypatch.setattr(fip, "choose_veto", spy)
    fip.chosen_veto("stress", rows, readings, probs, y, 0.8, vetoable, scored)
    # t2 added by the probe; t3's addition blocked (the keywords vetoed stress there); t5 out of the pool, no gate read.
    assert seen["flags"] == [True, True, True, False, True, False]
    assert seen["in_pool"] == [True, True, True, True, False, False]
