"""The answerability decision for an embedder without a fit of its own: the reference model's fit,
its features read on the reference's scale through the deployment's maps (docs/CALIBRATION.md)."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

import pytest

from shared.domain import answerability
from shared.domain import calibration as calibration_module
from shared.domain.calibration import IDENTITY_SCALE, REFERENCE_MODEL, DecisionScale, calibration_for, register_self_fit
from shared.domain.fingerprint import decision_fingerprint
from shared.usecases import calibration_fit
from tests.hash_embedder import HashEmbedder

from tests.calibration_fixtures import clean_registry, texts  # noqa: F401  (fixtures)

pytestmark = pytest.mark.heavy(45)


# -- which fit decides, on which scale ---------------------------------------------------------


def test_the_reference_decides_on_its_own_scale():
    model, scale = answerability.model_for_embedder(REFERENCE_MODEL, decision_fingerprint(), calibration_for(REFERENCE_MODEL).decision)
    assert model is not None and model == answerability.model_for(REFERENCE_MODEL, decision_fingerprint())
    assert scale == IDENTITY_SCALE


def test_another_embedder_gets_the_reference_fit_only_through_maps():
    other = HashEmbedder.model_id
    assert calibration_for(other).decision is None  # no deployment fit yet
    assert answerability.model_for_embedder(other, decision_fingerprint(), None) == (None, IDENTITY_SCALE)

    maps = DecisionScale(1.7, -0.1, 1.2)
    register_self_fit(other, 0.77, 0.17, maps)
    assert calibration_for(other).decision == maps
    model, scale = answerability.model_for_embedder(other, decision_fingerprint(), calibration_for(other).decision)
    assert model == answerability.model_for(REFERENCE_MODEL, decision_fingerprint()) and scale == maps
    # A relevance map alone (a deployment fit made before the decision maps existed, or whose
    # maps were made by other code): relevance is mapped, the decision is the threshold's.
    register_self_fit(other, 0.77, 0.17)
    assert calibration_for(other).fitted and calibration_for(other).decision is None


def test_a_model_with_a_shipped_relevance_fit_still_needs_maps_for_the_decision():
    fp32 = "all-MiniLM-L6-v2"
    assert calibration_module.has_shipped_fit(fp32) and answerability.model_for(fp32, decision_fingerprint()) is None
    assert calibration_for(fp32).decision is None and not calibration_fit.has_own_fits(fp32)
    register_self_fit(fp32, 1.0, 0.0, DecisionScale(0.98, 0.01, 1.01))
    assert calibration_for(fp32).info.get("selfFitted") is None  # its own relevance fit still wins
    assert calibration_for(fp32).decision == DecisionScale(0.98, 0.01, 1.01)
    assert calibration_fit.has_own_fits(REFERENCE_MODEL)


def test_a_stale_reference_fit_is_not_borrowed(monkeypatch: pytest.MonkeyPatch):
    maps = DecisionScale(1.0, 0.0, 1.0)
    assert answerability.model_for_embedder("other-model", "not-the-running-features", maps) == (None, maps)


def test_the_maps_put_cosines_and_saliences_on_the_reference_scale():
    maps = DecisionScale(0.8, 0.28, 1.03)
    assert maps.word(0.22) == pytest.approx(0.456)  # WordLlama's median best-by-chance -> about the reference's 0.47
    assert maps.salience(0.0) == 0.0  # "nothing changed" stays nothing for every embedder
    assert maps.salience(0.2) == pytest.approx(0.206)


# -- fitting the maps from the deployment's texts ----------------------------------------------


def test_the_reference_maps_onto_itself(embedder: Any, texts: list[str]):
    scale, info = calibration_fit.fit_decision_scale(embedder, embedder, texts)
    assert scale == IDENTITY_SCALE
    assert info["words"] == calibration_fit.WORDS_FOR_CHANCE and info["salienceTexts"] >= calibration_fit.MIN_TEXTS


def test_a_lexical_embedder_gets_maps_of_its_own(embedder: Any, texts: list[str]):
    scale, info = calibration_fit.fit_decision_scale(embedder, HashEmbedder(), texts)
    # Different words are near-orthogonal hashes: their best match by chance sits lower and
    # tighter than MiniLM's, so the word map stretches; dropping one of n words moves a
    # bag of words less than it moves MiniLM, so the salience map scales up.
    assert scale.word_scale > 1.2 and scale.salience_scale > 1.05
    reference, target = info["bestByChance"]["reference"], info["bestByChance"]["target"]
    assert scale.word(target[0]) == pytest.approx(reference[0], abs=0.05)  # medians land together


def test_too_few_words_leave_no_maps(embedder: Any):
    with pytest.raises(ValueError, match="at least"):
        calibration_fit.fit_decision_scale(embedder, HashEmbedder(), ["knee pain after squats today"] * 100)


@pytest.mark.emulator
def test_refresh_stores_the_maps_and_a_map_from_other_code_is_not_loaded(db: Any, embedder: Any, store: Any, settings: Any,
                                                                         texts: list[str]):
    from shared.usecases.backends import Backends

    hashed = HashEmbedder()
    backends = Backends(settings=settings, db_override=db, embedder_override=hashed, store_override=store)
    result = calibration_fit.refresh(backends, reference=embedder, texts=texts)
    assert result["outcome"] == "fitted" and result["decision"]["wordScale"] > 1.2

    doc = db.collection("calibrations").document(hashed.model_id).get().to_dict()
    assert doc["decisionScale"]["key"] == calibration_fit.decision_scale_key()
    assert set(doc["decisionScale"]) == {"wordScale", "wordShift", "salienceScale", "key"}  # numbers only

    calibration_module._SELF_FITS.clear()
    calibration_fit.ensure_loaded(backends)
    assert calibration_for(hashed.model_id).decision == DecisionScale(doc["decisionScale"]["wordScale"],
                                                                     doc["decisionScale"]["wordShift"],
                                                                     doc["decisionScale"]["salienceScale"])

    # Fitted by other code (or onto another reference model): the relevance map is still
    # used, the decision falls back to the threshold alone until the next refit.
    db.collection("calibrations").document(hashed.model_id).update({"decisionScale.key": "older-code"})
    calibration_module._SELF_FITS.clear()
    calibration_fit._loaded_at.clear()
    calibration_fit.ensure_loaded(backends)
    loaded = calibration_for(hashed.model_id)
    assert loaded.fitted and loaded.decision is None


# -- the product path: another embedder, a topic the client never mentioned -----------------


def _wordllama() -> Any:
    from bench.embedders import WordLlamaEmbedder

    return WordLlamaEmbedder()


def _fp32() -> Any:
    from shared.adapters.embedding.minilm import MiniLMEmbedder

    return MiniLMEmbedder(precision="fp32")


@pytest.mark.emulator
@pytest.mark.parametrize("make", [_fp32, _wordllama], ids=["fp32-minilm", "wordllama"])
def test_an_absent_topic_is_refused_on_the_mapped_path_and_answered_without_it(make: Any, db: Any, embedder: Any,
                                                                              store: Any, settings: Any, texts: list[str]):
    from shared.domain.models import SearchRequest
    from shared.usecases.backends import Backends
    from shared.usecases.chat import service
    from shared.usecases.chat.models import ChatRequest
    from shared.usecases.search import semantic_search
    from tests.factories import ZOE_START as start, seed_zoe

    other = make()
    backends = Backends(settings=settings, db_override=db, embedder_override=other, store_override=store)
    said = seed_zoe(db, backends)
    # The deployment's weekly fit, from its messages (the demo's: six are too few to fit on).
    result = calibration_fit.refresh(backends, reference=embedder, texts=texts + said)
    assert result["outcome"] == "fitted" and result["decision"] is not None
    calibration_fit._loaded_at[other.model_id] = float("inf")  # keep what this test registers

    def ask(question: str) -> Any:
        return semantic_search(backends, "coach", SearchRequest(query=question, clientId="zoe"))

    absent = ask("Did Zoe get sunburnt?")
    assert absent.results == []
    reply = service.answer(backends, "coach", ChatRequest(message="Did Zoe get sunburnt?"), now=start + timedelta(days=30))
    assert reply.hasContext is False and "sunburnt" in reply.response
    assert ask("How is Zoe's shin?").results  # a topic she did mention is still answered

    # The same relevance map without the decision maps (none fitted yet, or made by other
    # code): the threshold alone decides, and it passes the absent topic.
    calibration_module.register_self_fit(other.model_id, result["scale"], result["shift"])
    assert ask("Did Zoe get sunburnt?").results
