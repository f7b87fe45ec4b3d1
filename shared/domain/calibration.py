"""Relevance scores: what retrieval knows about a result, mapped to [0, 1] per embedding model.

Raw cosine means different things for different models (all-MiniLM-L6-v2 puts
true matches around 0.3-0.5; OpenAI's -3 models lower still), so the product's
0.7 threshold is applied to a calibrated score instead:

    relevance = sigmoid(bias + sum(weight[f] * feature[f]))

a class-balanced logistic regression of "is an evidence message", fitted per
model by `bench/calibrate.py` on LoCoMo dev conversations and checked on
others (docs/CALIBRATION.md). Two fits per model:

- `hybrid`: features of the hybrid ranking (fused score, keyword reciprocal
  rank, cosine, coverage of the question's words) — used when the store offers
  keyword search (both shipped stores do);
- `dense`: cosine only — used when it does not, and as a floor: a paraphrase
  that shares no word with the question is still found by its similarity.

A relevance of 0.7 therefore means "7:3 odds of being evidence, with equal
priors" for whichever model and store are in use.

A fit is keyed by what it depends on: the embedding model id, and the
fingerprint of the ranking features it was fitted on (`features` in the
table; shared/domain/fingerprint.py). The use cases tell this module the
running code's fingerprint before the first search (`use_features`, from
shared/usecases/search.py `ready`; the fingerprint hashes retrieval's code, which
imports this module, so it cannot be computed here). A fit whose fingerprint is
not the running code's (the fusion, the coverage or the vocabulary changed
and nobody re-ran `bench.calibrate`) is not used: the model falls back as if
it had no fit, a warning is logged, and tests/test_fit_fingerprint.py fails.

A model without a shipped fit (OpenAI's, the next one) is not left on a
guessed curve: the deployment fits a cosine map onto the reference model's
scale from its own messages (shared/usecases/calibration_fit.py, `refreshCalibration`),
and the reference model's fits then apply, keyword evidence included. Until
such a fit exists the raw-cosine fallback below is used, and it never
re-orders a ranking.

The answerability decision (shared/domain/answerability.py) reads embedder
cosines too: single words against single words, and a question against
itself without one word. Those live in other regions of an embedder's scale
than a query against a message, so they get maps of their own
(`DecisionScale`, fitted by the same deployment run from the same messages);
with one, the reference model's answerability fit applies to any embedder.
"""

from __future__ import annotations

import json
import logging
import math
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any, Mapping

log = logging.getLogger(__name__)

CALIBRATION_FILE = Path(__file__).parent / "calibration.json"
# The model the shipped relevance fits were made for: any other embedder's
# cosine is mapped onto its scale (shared/usecases/calibration_fit.py).
REFERENCE_MODEL = "all-MiniLM-L6-v2-int8-pertoken"


@dataclass(frozen=True)
class Logistic:
    weights: Mapping[str, float]
    bias: float

    def __post_init__(self) -> None:
        # The weights as pairs, read for every candidate of every search (the same sum, in the same order).
        object.__setattr__(self, "_terms", tuple(self.weights.items()))

    def __call__(self, features: Mapping[str, float]) -> float:
        get = features.get
        z = self.bias + sum([w * float(get(name, 0.0)) for name, w in self._terms])  # type: ignore[attr-defined]
        return 1.0 / (1.0 + math.exp(-max(-60.0, min(60.0, z))))

    @classmethod
    def from_json(cls, entry: Mapping[str, Any]) -> "Logistic":
        return cls({k: float(v) for k, v in entry["weights"].items()}, float(entry["bias"]))


# Unknown model: a steep curve centred at 0.6 cosine keeps 0.7 close to
# raw-cosine 0.7 semantics rather than inventing relevance.
_FALLBACK = Logistic({"cosine": 12.0}, -7.2)


@dataclass(frozen=True)
class DecisionScale:
    """The answerability features' embedder cosines, read on the reference model's scale.

    - `word`: a single word's best cosine with the words of the best candidates
      (`meaning`). The meaning band (answerability.MEANING_CHANCE / _SAME) is
      defined by what chance gives on the reference (a word's best match among
      ~150 unrelated words: median 0.47, nine in ten under 0.61), so the map
      sends this embedder's best-by-chance distribution onto the reference's
      (least squares on their quantiles): a mapped 0.5 is as common by chance
      here as 0.5 is there.
    - `salience`: 1 - the cosine of a text with and without one of its words.
      Zero means "nothing changed" for every embedder, so the map is a scale
      only, matching the quantiles of the two embedders' saliences of the same
      words removed from the same messages.
    """

    word_scale: float = 1.0
    word_shift: float = 0.0
    salience_scale: float = 1.0

    def word(self, cosine: Any) -> Any:
        """A word-against-word cosine of this embedder on the reference's scale."""
        return self.word_scale * cosine + self.word_shift

    def salience(self, value: Any) -> Any:
        """A salience (1 - cosine of a text with and without a word) on the reference's scale."""
        return self.salience_scale * value


# The reference model's own features, and those of a model with its own answerability fit.
IDENTITY_SCALE = DecisionScale()


@dataclass(frozen=True)
class Calibration:
    model_id: str
    dense: Logistic = _FALLBACK
    hybrid: Logistic = _FALLBACK
    info: Mapping[str, Any] = field(default_factory=dict, compare=False)
    # False for the fallback: its curve sees the cosine only, so it must not
    # re-order a hybrid ranking (that would drop the keyword evidence).
    fitted: bool = False
    # This model's cosine onto the scale the fits were made for (self-fitted).
    cosine_scale: float = 1.0
    cosine_shift: float = 0.0
    # How the answerability features read on the reference's scale; None: not known
    # (no deployment fit yet), so the reference's answerability fit cannot apply.
    decision: DecisionScale | None = None

    def on_reference_scale(self, cosine: Any) -> Any:
        """This model's cosine (a number or an array of them) on the reference model's scale."""
        return self.cosine_scale * cosine + self.cosine_shift

    def _mapped(self, features: Mapping[str, float]) -> Mapping[str, float]:
        if self.cosine_scale == 1.0 and self.cosine_shift == 0.0:
            return features
        return {**features, "cosine": self.on_reference_scale(float(features.get("cosine", 0.0)))}

    def order_key(self, features: Mapping[str, float], hybrid: bool) -> float:
        """What the ranking step sorts by (higher first)."""
        mapped = self._mapped(features)
        return self.hybrid(mapped) if hybrid else self.dense(mapped)

    def ranked(self, features: Mapping[str, float], hybrid: bool) -> tuple[float, float]:
        """(`order_key`, `score`) of the same features, each fit evaluated once."""
        mapped = self._mapped(features)
        dense = self.dense(mapped)
        if not hybrid:
            return dense, dense
        key = self.hybrid(mapped)
        return key, max(key, dense)

    def score(self, features: Mapping[str, float], hybrid: bool) -> float:
        """Relevance of one result from its retrieval features.

        Hybrid: relevant if either fit says so. The hybrid fit sees rank and
        keyword evidence (strong for question-style queries) but ranks are
        relative; the dense fit sees absolute similarity (a paraphrase like
        "shoulder pain" / "hurt my rotator cuff" shares no keyword).
        """
        features = self._mapped(features)
        dense = self.dense(features)
        return max(self.hybrid(features), dense) if hybrid else dense

    def relevance(self, cosine: float) -> float:
        """Relevance from the cosine alone (the dense fit)."""
        return self.dense(self._mapped({"cosine": cosine}))

    def cosine_at(self, relevance: float) -> float:
        """The cosine at which the dense fit reaches `relevance` (docs, filters)."""
        reference = (math.log(relevance / (1.0 - relevance)) - self.dense.bias) / self.dense.weights["cosine"]
        return (reference - self.cosine_shift) / self.cosine_scale


# Cosine maps fitted by this deployment (calibration_fit), per model id: the relevance
# map (scale, shift) and the answerability features' (None: not fitted or stale).
_SELF_FITS: dict[str, tuple[float, float, DecisionScale | None]] = {}


def register_self_fit(model_id: str, scale: float, shift: float, decision: DecisionScale | None = None) -> None:
    """Use a deployment-fitted cosine map for `model_id` (a shipped fit still wins), and the
    answerability features' maps when given."""
    _SELF_FITS[model_id] = (scale, shift, decision)
    calibration_for.cache_clear()


def has_shipped_fit(model_id: str) -> bool:
    """A shipped fit for `model_id` that was made on the running code's features."""
    return _current(model_id) is not None


@lru_cache(maxsize=1)
def _table() -> dict[str, Any]:
    return json.loads(CALIBRATION_FILE.read_text())


# The running code's ranking-feature fingerprint (None: not told yet, nothing is checked).
_running_features: str | None = None


def use_features(fingerprint: str) -> None:
    """Fits made on other features than `fingerprint` (the running code's) are not used from now on."""
    global _running_features
    if fingerprint != _running_features:
        _running_features = fingerprint
        calibration_for.cache_clear()


def _current(model_id: str) -> dict[str, Any] | None:
    """The table's entry for `model_id` if it was fitted on the features this code computes."""
    entry = _table().get(model_id)
    if entry is None:
        return None
    if _running_features is not None and entry.get("features") != _running_features:
        log.warning("calibration_stale", extra={"json_fields": {"modelId": model_id, "fittedOn": entry.get("features"),
                                                                "running": _running_features}})
        return None
    return entry


@lru_cache(maxsize=8)
def calibration_for(model_id: str) -> Calibration:
    """The shipped fit of `model_id`; else the reference fit through this deployment's
    cosine map for it; else the raw-cosine-like fallback (unfitted). A shipped fit made
    on other features than the running code's counts as none (module docstring).

    The decision scale: the identity for the reference model; the deployment's maps
    for any other (also one with a shipped relevance fit); None without them."""
    entry = _current(model_id)
    _, _, own_decision = _SELF_FITS.get(model_id, (1.0, 0.0, None))
    decision = IDENTITY_SCALE if model_id == REFERENCE_MODEL else own_decision
    if entry is None and model_id in _SELF_FITS and _current(REFERENCE_MODEL) is not None:
        scale, shift, _ = _SELF_FITS[model_id]
        base = calibration_for(REFERENCE_MODEL)
        return Calibration(model_id, base.dense, base.hybrid, {"selfFitted": True, "reference": REFERENCE_MODEL},
                           fitted=True, cosine_scale=scale, cosine_shift=shift, decision=decision)
    if entry is None:
        return Calibration(model_id, decision=decision)
    return Calibration(
        model_id,
        dense=Logistic.from_json(entry["dense"]),
        hybrid=Logistic.from_json(entry["hybrid"]),
        info={k: v for k, v in entry.items() if k not in ("dense", "hybrid")},
        fitted=True,
        decision=decision,
    )
