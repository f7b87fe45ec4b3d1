"""Relevance scores: raw similarity mapped to [0, 1] per embedding model.

Raw cosine means different things for different models (all-MiniLM-L6-v2 puts
true matches around 0.3-0.5; OpenAI's -3 models lower still), so the product's
0.7 threshold is applied to a calibrated score instead:

    relevance = sigmoid(a * cosine + b)

with (a, b) fitted per model by `bench/calibrate.py` (a class-balanced logistic
regression of "is an evidence message" on cosine; see docs/CALIBRATION.md).
A relevance of 0.7 therefore means "7:3 odds of being relevant with equal
priors" for whichever model is in use.
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

CALIBRATION_FILE = Path(__file__).parent / "calibration.json"


@dataclass(frozen=True)
class Calibration:
    model_id: str
    a: float
    b: float

    def relevance(self, cosine: float) -> float:
        return 1.0 / (1.0 + math.exp(-(self.a * cosine + self.b)))

    def cosine_at(self, relevance: float) -> float:
        """The cosine at which `relevance` is reached (for documentation and filters)."""
        return (math.log(relevance / (1.0 - relevance)) - self.b) / self.a


@lru_cache(maxsize=8)
def calibration_for(model_id: str) -> Calibration:
    """The fitted calibration of `model_id`; unknown models fall back to identity-like raw cosine."""
    table = json.loads(CALIBRATION_FILE.read_text())
    entry = table.get(model_id)
    if entry is None:
        # Unknown model: a steep curve centred at 0.6 cosine keeps 0.7 close to
        # raw-cosine 0.7 semantics rather than inventing relevance.
        return Calibration(model_id, a=12.0, b=-7.2)
    return Calibration(model_id, a=float(entry["a"]), b=float(entry["b"]))
