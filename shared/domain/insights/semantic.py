"""The embedder's part in classifying a message: a logistic probe per signal, keyed by what it was fitted on.

One logistic regression per signal (stress, pain, missed, milestone) over the
sentence embedding of the message's scoped text (v16: detectors.scoped_text, the
parts the keyword rules read as negated, asked or about someone else left out,
so they do not carry their topic into the vector; chosen over the whole message
by leave-one-round-out cross-validation, bench/detector_cv.py), fitted on the `dev` split of the labelled
coaching messages and (v49) the written training sentences of bench/insights_train_v49.jsonl, its thresholds chosen on
the dev rows alone (bench/fit_insight_probe.py writes `probe_fits.json`).
Keyword rules miss phrasings their author did not think of ("dead on my
feet", "Won my first amateur bout"); a probe fitted on a thousand labelled
messages generalises by meaning. It sees the topic more than the polarity,
so it may only *add* a signal the keywords did not see at all: never one
they saw only negated, asked about or about someone else, and nothing to a
message that only asks (detectors.classify applies that veto). v45: where its
probability for a signal the keywords asserted is very low (under the fit's
veto cut-off for that signal, when the fit chose one), the signal is dropped:
the rules' false alarms on new writers were the detectors' precision gap.

This replaces the indicator phrases (cosine to a few "I feel overwhelmed"
phrases, with a margin over healthy counter-phrases): with the v5 labelling
round held out they cost precision (stress 0.77 → 0.72, milestone 0.83 →
0.67) and added no recall over the probe.

A fit holds only for the vector space it was fitted in and the rows it was
fitted on, so it is keyed by (model id, fingerprint of the training rows and
settings): tests/test_insights_semantic.py fails when the dev rows or the
written sentences change without a new fit. For an embedder without a fit (another model) the layer
is off — the detectors run on keywords alone rather than on weights fitted
for another vector space — and one warning names the model.
"""

from __future__ import annotations

import hashlib
import json
import logging
import math
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Sequence

import numpy as np

Label = str

logger = logging.getLogger(__name__)

PROBE_LABELS: tuple[Label, ...] = ("stress", "pain", "missed", "milestone")
PROBE_FITS_FILE = Path(__file__).with_name("probe_fits.json")
# What a fit read: the embedding of each message's scoped text (detectors.scoped_text). A fit of anything else
# (the whole message, as before v16) is not used: its weights were fitted for other inputs.
SCOPED_TEXT = "embedding of scoped text"


def fingerprint(value: Any) -> str:
    """A short, stable hash of JSON-able data."""
    canonical = json.dumps(value, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(canonical.encode()).hexdigest()[:16]


@dataclass(frozen=True)
class ProbeFit:
    """One embedding model's logistic probes: P(label | text) = sigmoid(v · w + b), flagged at >= threshold.

    The decision is taken on the logit, z = v · w + b >= logit(threshold), computed exactly (`logits`), so a
    message gets the same labels on every machine: a float32 matrix product goes through BLAS, whose kernels
    (and so the order and width of the additions) depend on the CPU's instruction set."""

    model_id: str
    training_fingerprint: str
    weights: np.ndarray  # (labels, dim)
    bias: np.ndarray  # (labels,)
    thresholds: np.ndarray  # (labels,), probabilities
    labels: tuple[Label, ...] = PROBE_LABELS
    # logit(threshold) per label, as the fit wrote it (a decimal in probe_fits.json: no libm call at run time,
    # whose last bit may differ between builds); None: derived here (stand-in fits in tests).
    logit_thresholds: tuple[float, ...] | None = None
    # v45: logit(veto threshold) per label, or None where the fit chose no veto: a signal the keywords asserted is
    # dropped when the probe's logit on the scoped text is below it (a rule's false alarm the probe reads as far
    # from the signal). Chosen on dev by out-of-fold probabilities (bench/fit_insight_probe.py, best_veto).
    logit_veto_thresholds: tuple[float | None, ...] | None = None

    def probabilities(self, vectors: np.ndarray) -> np.ndarray:
        """For reports only; decisions use `flags`."""
        return 1.0 / (1.0 + np.exp(-(vectors @ self.weights.T + self.bias)))

    def logits(self, vectors: np.ndarray) -> list[list[float]]:
        """z = v · w + b per vector and label, each the correctly rounded value of the exact sum.

        The vectors and weights are float32: their products are exact in float64 (24 + 24 significant bits
        fit in 53), and math.fsum rounds their exact sum once, whatever the order or the machine."""
        v64 = np.asarray(vectors, dtype=np.float32).astype(np.float64)
        w64 = np.asarray(self.weights, dtype=np.float32).astype(np.float64)
        b64 = np.asarray(self.bias, dtype=np.float32).astype(np.float64)
        return [[math.fsum((*(row * w).tolist(), float(b))) for w, b in zip(w64, b64)] for row in v64]

    def cutoffs(self) -> tuple[float, ...]:
        if self.logit_thresholds is not None:
            return self.logit_thresholds
        return tuple(math.log(float(t) / (1.0 - float(t))) for t in self.thresholds)

    def flags(self, vectors: np.ndarray) -> list[list[bool]]:
        """Whether each vector is flagged for each label (the probability at or above its threshold)."""
        return self.readings(vectors)[0]

    def readings(self, vectors: np.ndarray) -> tuple[list[list[bool]], list[list[bool]]]:
        """(flagged, rejected) per vector and label: rejected where the logit is below the label's veto cut-off."""
        cut = self.cutoffs()
        veto = self.logit_veto_thresholds or (None,) * len(self.labels)
        logits = self.logits(vectors)
        flagged = [[z >= c for z, c in zip(row, cut)] for row in logits]
        rejected = [[v is not None and z < v for z, v in zip(row, veto)] for row in logits]
        return flagged, rejected


def _optional_float(value: Any) -> float | None:
    return None if value is None else float(value)


def _load_probe_fits(path: Path = PROBE_FITS_FILE) -> dict[tuple[str, str], ProbeFit]:
    if not path.exists():
        return {}
    out: dict[tuple[str, str], ProbeFit] = {}
    shipped = json.loads(path.read_text())
    if shipped.get("settings", {}).get("features") != SCOPED_TEXT:
        return {}
    if any("logit_threshold" not in f["labels"][l] for f in shipped["fits"] for l in f["labels"]):
        return {}  # a fit from before v17 has no logit cut-offs: refit (bench/fit_insight_probe.py)
    for fit in shipped["fits"]:
        labels = tuple(fit["labels"])
        probe = ProbeFit(
            model_id=fit["model_id"],
            training_fingerprint=fit["training_fingerprint"],
            weights=np.asarray([fit["labels"][l]["weights"] for l in labels], dtype=np.float32),
            bias=np.asarray([fit["labels"][l]["bias"] for l in labels], dtype=np.float32),
            thresholds=np.asarray([fit["labels"][l]["threshold"] for l in labels], dtype=np.float32),
            labels=labels,
            logit_thresholds=tuple(float(fit["labels"][l]["logit_threshold"]) for l in labels),
            logit_veto_thresholds=tuple(_optional_float(fit["labels"][l].get("logit_veto_threshold")) for l in labels),
        )
        out[(probe.model_id, probe.training_fingerprint)] = probe
    return out


class _Fits:
    """Fits read once per process; a missing fit is warned about once per model."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._probes: dict[tuple[str, str], ProbeFit] | None = None
        self._warned: set[str] = set()

    def probe(self, model_id: str) -> ProbeFit | None:
        with self._lock:
            if self._probes is None:
                self._probes = _load_probe_fits()
            # One fit per model is shipped; the key also names the rows it was fitted on (tested against them).
            matches = [p for (model, _), p in self._probes.items() if model == model_id]
        if len(matches) != 1:
            self._warn_once(model_id, len(matches))
            return None
        return matches[0]

    def _warn_once(self, model_id: str, found: int) -> None:
        with self._lock:
            if model_id in self._warned:
                return
            self._warned.add(model_id)
        # The structured-log convention (shared/kernel/logs.py): a fixed template, allowed fields only.
        logger.warning("insight_probe_missing_keywords_only",
                       extra={"json_fields": {"embeddingModel": model_id, "fitCount": found}})


FITS = _Fits()


def has_probe(embedder: Any) -> bool:
    """Whether a fitted probe matches the embedder (else the detectors run on keywords alone)."""
    model_id = getattr(embedder, "model_id", "") if embedder is not None else ""
    return bool(model_id) and FITS.probe(model_id) is not None


def semantic_labels(texts: Sequence[str], embedder: Any) -> list[set[Label]]:
    """Labels the embedder's fitted probe sees in each text (empty sets when no fit matches the embedder)."""
    return [seen for seen, _ in semantic_readings(texts, embedder)]


def semantic_readings(texts: Sequence[str], embedder: Any) -> list[tuple[set[Label], set[Label]]]:
    """Per text, (labels the fitted probe sees, labels it rejects: logit under the label's veto cut-off); empty
    sets when no fit matches the embedder.

    The texts are what the probe reads: detectors.classify passes each message's scoped text (the parts the
    rules vetoed left out, detectors.scoped_text), as the fit did; an empty text is read as nothing."""
    out: list[tuple[set[Label], set[Label]]] = [(set(), set()) for _ in texts]
    model_id = getattr(embedder, "model_id", "") if embedder is not None else ""
    present = [i for i, text in enumerate(texts) if text.strip()]
    probe = FITS.probe(model_id) if present and model_id else None
    if probe is None:
        return out
    # A vector does not depend on its batch-mates (per-token activation scales; the embedder contract test).
    vectors = np.asarray(embedder.embed([texts[i] for i in present]), dtype=np.float32)
    flagged, rejected = probe.readings(vectors)
    for i, (on_row, off_row) in enumerate(zip(flagged, rejected)):
        out[present[i]][0].update(label for label, on in zip(probe.labels, on_row) if on)
        out[present[i]][1].update(label for label, off in zip(probe.labels, off_row) if off)
    return out


def training_fingerprint(rows: Sequence[tuple[str, Sequence[Label]]], settings: dict[str, Any]) -> str:
    """The key half of a probe fit: the (text, labels) rows and the fitting settings it was made from."""
    return fingerprint({"rows": sorted([text, sorted(labels)] for text, labels in rows), "settings": settings})
