"""The relevance calibration: per model, both fits present, monotone, documented fallback."""

from __future__ import annotations

import json

import pytest

from shared.domain.calibration import CALIBRATION_FILE, Calibration, Logistic, calibration_for


def test_every_entry_has_a_hybrid_and_a_dense_fit_with_provenance():
    table = json.loads(CALIBRATION_FILE.read_text())
    assert "all-MiniLM-L6-v2" in table
    for model, entry in table.items():
        assert set(entry["dense"]["weights"]) == {"cosine"}, model
        assert entry["dense"]["weights"]["cosine"] > 0, model
        assert set(entry["hybrid"]["weights"]) == {"fused", "keyword_rr", "cosine", "coverage"}, model
        assert entry["hybrid"]["weights"]["fused"] > 0, model
        assert entry["fitted_on"], model


def test_relevance_grows_with_cosine_and_stays_in_unit_range():
    c = calibration_for("all-MiniLM-L6-v2")
    values = [c.relevance(x / 10) for x in range(-10, 11)]
    assert values == sorted(values)
    assert all(0.0 <= v <= 1.0 for v in values)
    assert c.cosine_at(0.7) == pytest.approx(
        next(x for x in [i / 10000 for i in range(-10000, 10001)] if c.relevance(x) >= 0.7), abs=1e-3
    )


MODELS = sorted(json.loads(CALIBRATION_FILE.read_text()))


@pytest.mark.parametrize("model", MODELS)
def test_hybrid_score_grows_with_fusion_evidence(model):
    c = calibration_for(model)
    weak = c.score({"fused": 0.5, "keyword_rr": 0.0, "cosine": 0.3, "coverage": 0.5}, hybrid=True)
    strong = c.score({"fused": 2.0, "keyword_rr": 1.0, "cosine": 0.3, "coverage": 0.5}, hybrid=True)
    assert 0.0 <= weak < strong <= 1.0


@pytest.mark.parametrize("model", MODELS)
def test_a_result_containing_the_questions_words_is_more_relevant(model):
    # Same ranks and similarity; only the share of the question's words differs.
    c = calibration_for(model)
    ranks = {"fused": 1.5, "keyword_rr": 0.6, "cosine": 0.3}
    assert c.score({**ranks, "coverage": 0.2}, hybrid=True) < c.score({**ranks, "coverage": 1.0}, hybrid=True)


def test_unknown_model_keeps_raw_cosine_semantics():
    c = calibration_for("some-future-model")
    assert isinstance(c, Calibration)
    assert c.relevance(0.5) < 0.7 <= c.relevance(0.7)
    # Rank evidence alone never makes an unknown model's result "relevant".
    assert c.score({"fused": 3.0, "keyword_rr": 1.0, "cosine": 0.2}, hybrid=True) < 0.7


def test_a_fit_evaluates_as_its_formula_to_the_last_bit_and_ranked_is_order_key_and_score():
    import math
    import random

    draw = random.Random(3)
    c = calibration_for("all-MiniLM-L6-v2-int8-pertoken")
    for _ in range(200):
        features = {"fused": draw.uniform(0, 3), "dense_rr": draw.random(), "keyword_rr": draw.random(),
                    "cosine": draw.uniform(-0.2, 0.9), "coverage": draw.random()}
        for fit in (c.hybrid, c.dense):
            z = fit.bias + sum(w * float(features.get(name, 0.0)) for name, w in fit.weights.items())
            assert fit(features) == 1.0 / (1.0 + math.exp(-max(-60.0, min(60.0, z))))
        for hybrid in (True, False):
            assert c.ranked(features, hybrid) == (c.order_key(features, hybrid), c.score(features, hybrid))


def test_logistic_saturates_without_overflow():
    f = Logistic({"x": 1.0}, 0.0)
    assert f({"x": 1e6}) == pytest.approx(1.0)
    assert f({"x": -1e6}) == pytest.approx(0.0)
