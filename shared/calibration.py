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
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any, Mapping

CALIBRATION_FILE = Path(__file__).parent / "calibration.json"


@dataclass(frozen=True)
class Logistic:
    weights: Mapping[str, float]
    bias: float

    def __call__(self, features: Mapping[str, float]) -> float:
        z = self.bias + sum(w * float(features.get(name, 0.0)) for name, w in self.weights.items())
        return 1.0 / (1.0 + math.exp(-max(-60.0, min(60.0, z))))

    @classmethod
    def from_json(cls, entry: Mapping[str, Any]) -> "Logistic":
        return cls({k: float(v) for k, v in entry["weights"].items()}, float(entry["bias"]))


# Unknown model: a steep curve centred at 0.6 cosine keeps 0.7 close to
# raw-cosine 0.7 semantics rather than inventing relevance.
_FALLBACK = Logistic({"cosine": 12.0}, -7.2)


@dataclass(frozen=True)
class Calibration:
    model_id: str
    dense: Logistic = _FALLBACK
    hybrid: Logistic = _FALLBACK
    info: Mapping[str, Any] = field(default_factory=dict, compare=False)
    # False for the fallback: its curve sees the cosine only, so it must not
    # re-order a hybrid ranking (that would drop the keyword evidence).
    fitted: bool = False

    def score(self, features: Mapping[str, float], hybrid: bool) -> float:
        """Relevance of one result from its retrieval features.

        Hybrid: relevant if either fit says so. The hybrid fit sees rank and
        keyword evidence (strong for question-style queries) but ranks are
        relative; the dense fit sees absolute similarity (a paraphrase like
        "shoulder pain" / "hurt my rotator cuff" shares no keyword).
        """
        dense = self.dense(features)
        return max(self.hybrid(features), dense) if hybrid else dense

    def relevance(self, cosine: float) -> float:
        """Relevance from the cosine alone (the dense fit)."""
        return self.dense({"cosine": cosine})

    def cosine_at(self, relevance: float) -> float:
        """The cosine at which the dense fit reaches `relevance` (docs, filters)."""
        return (math.log(relevance / (1.0 - relevance)) - self.dense.bias) / self.dense.weights["cosine"]


@lru_cache(maxsize=8)
def calibration_for(model_id: str) -> Calibration:
    """The fitted calibration of `model_id`; unknown models get the raw-cosine-like fallback."""
    table = json.loads(CALIBRATION_FILE.read_text())
    entry = table.get(model_id)
    if entry is None:
        return Calibration(model_id)
    return Calibration(
        model_id,
        dense=Logistic.from_json(entry["dense"]),
        hybrid=Logistic.from_json(entry["hybrid"]),
        info={k: v for k, v in entry.items() if k not in ("dense", "hybrid")},
        fitted=True,
    )
