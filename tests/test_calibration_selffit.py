"""Relevance for an embedder without a shipped fit: the cosine map fitted from the deployment's own messages."""

from __future__ import annotations

from typing import Any

import pytest

from shared.usecases import calibration_fit
from shared.domain.calibration import Calibration, calibration_for, register_self_fit
from shared.domain import calibration as calibration_module
from tests.factories import add_client, add_message
from tests.hash_embedder import HashEmbedder

from tests.calibration_fixtures import clean_registry, texts  # noqa: F401  (fixtures)

pytestmark = pytest.mark.heavy(15)


def test_the_reference_model_maps_onto_itself(embedder: Any, texts: list[str]):
    cosine_map, info = calibration_fit.fit_cosine_map(embedder, embedder, texts)
    assert (cosine_map.scale, cosine_map.shift) == (1.0, 0.0)
    assert info["texts"] >= calibration_fit.MIN_TEXTS


def test_another_embedder_gets_its_own_map_and_the_reference_fits(embedder: Any, texts: list[str]):
    hashed = HashEmbedder()
    assert calibration_for(hashed.model_id).fitted is False  # before: the raw-cosine fallback

    cosine_map, _ = calibration_fit.fit_cosine_map(embedder, hashed, texts)
    register_self_fit(hashed.model_id, cosine_map.scale, cosine_map.shift)
    mapped = calibration_for(hashed.model_id)

    reference = calibration_for(calibration_fit.REFERENCE_MODEL)
    assert mapped.fitted and mapped.hybrid == reference.hybrid and mapped.dense == reference.dense
    assert abs(cosine_map.scale - 1.0) > 0.05  # a lexical embedder's cosines are not MiniLM's
    # The map is what moves relevance: the same features score differently.
    features = {"fused": 1.0, "keyword_rr": 1.0, "cosine": 0.3, "coverage": 0.5}
    assert mapped.score(features, hybrid=True) == pytest.approx(
        reference.score({**features, "cosine": cosine_map(0.3)}, hybrid=True)
    )
    assert mapped.relevance(mapped.cosine_at(0.7)) == pytest.approx(0.7)


def test_too_few_texts_keeps_the_fallback(embedder: Any):
    with pytest.raises(ValueError, match="at least"):
        calibration_fit.fit_cosine_map(embedder, HashEmbedder(), ["knee pain after squats today"] * 10)


def test_refresh_fits_from_firestore_and_a_new_instance_loads_it(db: Any, embedder: Any, store: Any, settings: Any, texts: list[str]):
    from shared.usecases.backends import Backends

    add_client(db, "coach-a", "client-a", "Sarah Kim")
    for i, text in enumerate(texts[:150]):
        add_message(db, "client-a", f"m{i:03d}", text, "Sarah Kim")
    hashed = HashEmbedder()
    backends = Backends(settings=settings, db_override=db, embedder_override=hashed, store_override=store)

    result = calibration_fit.refresh(backends, reference=embedder)

    assert result["outcome"] == "fitted" and result["texts"] >= calibration_fit.MIN_TEXTS
    doc = db.collection("calibrations").document(hashed.model_id).get().to_dict()
    assert doc["scale"] == result["scale"] and doc["referenceModel"] == calibration_fit.REFERENCE_MODEL
    # Numbers only: no message text leaves the fitting process.
    assert set(doc) == {"modelId", "scale", "shift", "fittedAt", "referenceModel", "pairs", "texts", "curves",
                        "decisionScale", "decisionSample"}
    assert set(doc["decisionSample"]) == {"words", "salienceTexts", "bestByChance"}
    assert isinstance(doc["texts"], int)

    # A fresh instance: nothing registered until the search path loads it.
    calibration_module._SELF_FITS.clear()
    calibration_for.cache_clear()
    assert calibration_for(hashed.model_id).fitted is False
    calibration_fit.ensure_loaded(backends)
    loaded = calibration_for(hashed.model_id)
    assert loaded.fitted and (loaded.cosine_scale, loaded.cosine_shift) == (result["scale"], result["shift"])


def test_refresh_skips_a_model_with_a_shipped_fit(db: Any, embedder: Any, store: Any, settings: Any):
    from shared.usecases.backends import Backends

    backends = Backends(settings=settings, db_override=db, embedder_override=embedder, store_override=store)
    assert calibration_fit.refresh(backends)["outcome"] == "shipped_fit"
    assert list(db.collection("calibrations").stream()) == []


def test_an_unfitted_model_keeps_the_fused_order():
    from shared.domain.retrieval import _Fused, rerank

    # The fallback scores cosine only; re-ordering by it would drop keyword evidence.
    pool = [_Fused("kw", {"text": "knee"}, None, 0.0, 1.0, 2.0), _Fused("dense", {"text": "x"}, 0.9, 1.0, 0.0, 1.0)]
    ranked = rerank(pool, {"kw": 0.1, "dense": 0.9}, "knee", Calibration("unknown-model"), hybrid=True)
    assert [c.id for c in ranked] == ["kw", "dense"]
    fitted = calibration_for(calibration_fit.REFERENCE_MODEL)
    assert fitted.fitted


def test_a_search_without_firestore_keeps_the_fallback_instead_of_failing(embedder: Any, store: Any, settings: Any, monkeypatch: pytest.MonkeyPatch):
    from shared.usecases.backends import Backends
    from tests.hash_embedder import HashEmbedder

    backends = Backends(settings=settings, embedder_override=HashEmbedder(), store_override=store)
    monkeypatch.setattr(Backends, "db", property(lambda self: (_ for _ in ()).throw(RuntimeError("no credentials"))))
    calibration_fit.ensure_loaded(backends)  # must not raise
    assert calibration_for(HashEmbedder.model_id).fitted is False
