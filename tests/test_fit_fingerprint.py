"""The fitted tables are keyed by what they depend on: the embedder AND the feature definitions.

Change how a feature is computed (the fusion, the coverage, the vocabulary, the
typo step, the answerability evidence) without re-running the fit, and the
first two tests fail; at run time such a fit is not used (the fallbacks apply).
"""

from __future__ import annotations

import json

import pytest

from shared.domain import answerability, calibration, fingerprint, retrieval
from shared.domain.fingerprint import decision_fingerprint, ranking_fingerprint

REFIT_CALIBRATION = "re-run python -m bench.calibrate (docs/CALIBRATION.md): the ranking features changed since the fit"
REFIT_ANSWERABILITY = "re-run python -m bench.answerability (docs/CALIBRATION.md): the decision's features changed since the fit"


@pytest.fixture
def fresh_fingerprints(monkeypatch):
    def clear() -> None:
        fingerprint.ranking_fingerprint.cache_clear()
        fingerprint.decision_fingerprint.cache_clear()
        calibration.calibration_for.cache_clear()
        answerability.model_for.cache_clear()

    clear()
    calibration.use_features(ranking_fingerprint())
    yield
    # This teardown runs before monkeypatch's own: undo the test's patches first, or the keys
    # cached for the rest of the session are those of the patched code, every shipped fit
    # looks stale and later tests fail (only when this test ran last of these: test order).
    monkeypatch.undo()
    clear()
    calibration.use_features(ranking_fingerprint())


def test_every_shipped_calibration_was_fitted_on_the_running_features():
    table = json.loads(calibration.CALIBRATION_FILE.read_text())
    assert table
    for model_id, entry in table.items():
        assert entry.get("features") == ranking_fingerprint(), f"{model_id}: {REFIT_CALIBRATION}"


def test_every_shipped_answerability_model_was_fitted_on_the_running_features():
    table = json.loads(answerability.MODEL_FILE.read_text())
    assert table
    for model_id, entry in table.items():
        assert entry.get("features") == decision_fingerprint(), f"{model_id}: {REFIT_ANSWERABILITY}"


def test_changing_a_ranking_constant_changes_both_keys_and_the_fits_fall_back(monkeypatch, fresh_fingerprints):
    model_id = calibration.REFERENCE_MODEL
    before = (ranking_fingerprint(), decision_fingerprint())
    assert calibration.calibration_for(model_id).fitted is True
    monkeypatch.setattr(retrieval, "RRF_K", retrieval.RRF_K + 1)
    fingerprint.ranking_fingerprint.cache_clear()
    fingerprint.decision_fingerprint.cache_clear()
    calibration.use_features(ranking_fingerprint())  # what search.ready tells the domain
    assert ranking_fingerprint() != before[0]
    assert decision_fingerprint() != before[1]
    # The stale fit is not used: the raw-cosine fallback, which keeps the fused order.
    assert calibration.calibration_for(model_id).fitted is False
    assert calibration.has_shipped_fit(model_id) is False
    assert answerability.model_for(model_id, decision_fingerprint()) is None


def test_changing_the_vocabulary_changes_the_ranking_key(monkeypatch, fresh_fingerprints):
    from shared.domain import vocabulary

    before = ranking_fingerprint()
    monkeypatch.setattr(vocabulary, "SYNONYM_GROUPS", vocabulary.SYNONYM_GROUPS + (frozenset({"sunburn", "sunburnt"}),))
    fingerprint.ranking_fingerprint.cache_clear()
    assert ranking_fingerprint() != before


def test_changing_a_phrase_the_kinds_table_reads_as_changes_the_ranking_key(monkeypatch, fresh_fingerprints):
    # "burning up" read as "feverish" changes what a record is taken to say: a fit made before is stale.
    import re

    from shared.domain import kinds

    before = ranking_fingerprint()
    monkeypatch.setattr(kinds, "_READ_AS", kinds._READ_AS + ((re.compile(r"\bdodgy tummy\b"), "upset stomach"),))
    fingerprint.ranking_fingerprint.cache_clear()
    assert ranking_fingerprint() != before


def test_changing_how_a_long_name_is_read_changes_the_ranking_key(monkeypatch, fresh_fingerprints):
    # "gabapantan" read as the records' "gabapentin" changes a question's coverage: a fit made before is stale.
    from shared.domain import typos

    before = ranking_fingerprint()
    monkeypatch.setattr(typos, "LONG_WORD_LETTERS", typos.LONG_WORD_LETTERS + 1)
    fingerprint.ranking_fingerprint.cache_clear()
    assert ranking_fingerprint() != before


def test_changing_a_decision_constant_changes_only_the_decision_key(monkeypatch, fresh_fingerprints):
    before = (ranking_fingerprint(), decision_fingerprint())
    monkeypatch.setattr(answerability, "MEANING_SAME", answerability.MEANING_SAME + 0.05)
    fingerprint.ranking_fingerprint.cache_clear()
    fingerprint.decision_fingerprint.cache_clear()
    assert ranking_fingerprint() == before[0]
    assert decision_fingerprint() != before[1]


def _documented(x: int) -> int:
    """One wording."""
    return x + 1  # a comment


def _reworded(x: int) -> int:
    """Another wording, longer, that says the same thing."""
    return x + 1


def _changed(x: int) -> int:
    """One wording."""
    return x + 2


def test_docstrings_and_comments_do_not_count_but_code_does():
    strip_name = lambda code: code.replace("_documented", "f").replace("_reworded", "f").replace("_changed", "f")  # noqa: E731
    assert strip_name(fingerprint._code(_documented)) == strip_name(fingerprint._code(_reworded))
    assert strip_name(fingerprint._code(_documented)) != strip_name(fingerprint._code(_changed))
