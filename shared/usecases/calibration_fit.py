"""Relevance that means the same for any embedder: fit the embedder-dependent part from the deployment's own text.

The relevance model (shared/domain/calibration.py) weighs retrieval features. All of
them but one are the same whatever the embedder: ranks in the fused and
keyword lists, coverage of the question's words. The exception is the raw
cosine, whose scale is the embedder's own (MiniLM puts true matches around
0.3-0.5, OpenAI's -3 models lower, ada-002 around 0.8). So a new embedder
does not need a new hand-fitted table: it needs its cosine mapped onto the
scale of the reference model the table was fitted for.

The map is fitted from labelled pairs generated from text the deployment
already has (a sample of its own messages), no labels or service needed:

- each sampled text gives a pseudo-query, a random subset of its content
  words ("knee squats hurt"); the pair (pseudo-query, its text) is relevant,
  the pairs (pseudo-query, other sampled texts) are not;
- both the reference embedder (the local MiniLM, shipped with the package)
  and the deployment's embedder score the same pairs, and a logistic curve
  P(relevant | cosine) is fitted for each;
- the cosine map sends a cosine of the new embedder to the reference cosine
  with the same log-odds: scale = w_new / w_ref, shift = (b_new - b_ref) / w_ref.

Measured transfer (docs/CALIBRATION.md, `python -m bench.calibration_transfer`):
fp32 MiniLM maps to ~identity (scale 0.998), as it should; a lexical
bag-of-words embedder gets scale 0.77 / shift +0.16.

The same run fits the maps of the answerability features (calibration.DecisionScale),
so that the reference model's answerability fit applies too, from the same texts:

- word against word: each of WORDS_FOR_CHANCE words of the texts gets its best
  cosine among CHANCE_VOCABULARY other words of the texts (what chance gives,
  the grounds of the meaning band), under both embedders; the map is the least
  squares line from this embedder's quantiles of it to the reference's;
- salience: one content word is taken out of each of up to SALIENCE_TEXTS short
  texts, and 1 - the cosine of the text with and without it is computed under
  both embedders; the map is the scale (through 0) between their quantiles.

Those maps are stored with a key of the code that fits and applies them
(`decision_scale_key`): a map made by other code is not loaded (the
answerability falls back to the threshold alone until the next refit).
"""

from __future__ import annotations

import logging
import random
from dataclasses import dataclass
from functools import lru_cache
from datetime import datetime, timezone
from typing import Any, Sequence

import numpy as np

from shared.domain import answerability
from shared.domain.calibration import REFERENCE_MODEL, DecisionScale, has_shipped_fit, register_self_fit
from shared.domain.fingerprint import decision_fingerprint, digest_of
from shared.domain.meaning import record_words
from shared.domain.retrieval import keyword_text

log = logging.getLogger(__name__)

SAMPLE_TEXTS = 400
NEGATIVES_PER_QUERY = 20
MIN_TEXTS = 50  # fewer: too few pairs for a stable curve; keep the fallback
L2 = 1e-3
from shared.kernel.collection_names import CALIBRATIONS  # Firestore: calibrations/{modelId}


@dataclass(frozen=True)
class CosineMap:
    scale: float = 1.0
    shift: float = 0.0

    def __call__(self, cosine: float) -> float:
        return self.scale * cosine + self.shift


def fit_logistic(X: np.ndarray, y: np.ndarray, groups: np.ndarray | None = None) -> tuple[np.ndarray, float]:
    """Class-balanced L2 logistic regression by Newton's method.

    With `groups` (one label per row: its data source), every source weighs the
    same and both classes weigh half within each source.
    """
    groups = np.zeros(len(y), dtype=int) if groups is None else groups
    sw = np.zeros(len(y))
    sources = np.unique(groups)
    for g in sources:
        in_g = groups == g
        pos = y[in_g].mean()
        sw[in_g] = np.where(y[in_g] == 1, 0.5 / pos, 0.5 / (1 - pos)) / in_g.sum() / len(sources)
    Xb = np.c_[X, np.ones(len(X))]
    w = np.zeros(Xb.shape[1])
    reg = L2 * np.eye(len(w))
    reg[-1, -1] = 0.0
    for _ in range(50):
        p = 1 / (1 + np.exp(-(Xb @ w)))
        grad = Xb.T @ (sw * (p - y)) + reg @ w
        hess = (Xb * (sw * p * (1 - p))[:, None]).T @ Xb + reg
        step = np.linalg.solve(hess, grad)
        w -= step
        if np.abs(step).max() < 1e-9:
            break
    return w[:-1], float(w[-1])


@dataclass(frozen=True)
class Pairs:
    texts: list[str]
    queries: list[str]
    negatives: list[list[int]]  # per query: indices of texts it does not come from


def generate_pairs(texts: Sequence[str], seed: int = 0) -> Pairs:
    """Pseudo-queries (2-5 content words of a text) and, per query, other texts as non-matches."""
    rng = random.Random(seed)
    usable = sorted({t for t in texts if len(keyword_text(t).split()) >= 3})
    chosen = rng.sample(usable, min(SAMPLE_TEXTS, len(usable)))
    queries = []
    for text in chosen:
        words = keyword_text(text).split()
        queries.append(" ".join(rng.sample(words, max(2, min(5, len(words) // 2)))))
    n = len(chosen)
    negatives = [[j for j in rng.sample(range(n), min(n, NEGATIVES_PER_QUERY + 1)) if j != i][:NEGATIVES_PER_QUERY] for i in range(n)]
    return Pairs(chosen, queries, negatives)


def dense_curve(embedder: Any, pairs: Pairs) -> tuple[float, float]:
    """(weight, bias) of P(relevant | cosine) for this embedder on the generated pairs."""
    texts, queries = embedder.embed(pairs.texts), embedder.embed(pairs.queries)
    cosines, labels = [], []
    for i, negatives in enumerate(pairs.negatives):
        cosines.append(float(queries[i] @ texts[i]))
        labels.append(1.0)
        cosines += [float(queries[i] @ texts[j]) for j in negatives]
        labels += [0.0] * len(negatives)
    w, b = fit_logistic(np.array(cosines)[:, None], np.array(labels))
    return float(w[0]), b


def fit_cosine_map(reference: Any, target: Any, texts: Sequence[str], seed: int = 0) -> tuple[CosineMap, dict[str, Any]]:
    """The map from `target`'s cosines onto `reference`'s, fitted on pairs generated from `texts`."""
    pairs = generate_pairs(texts, seed)
    if len(pairs.texts) < MIN_TEXTS:
        raise ValueError(f"need at least {MIN_TEXTS} texts with 3+ content words, got {len(pairs.texts)}")
    w_ref, b_ref = dense_curve(reference, pairs)
    w_new, b_new = dense_curve(target, pairs)
    cosine_map = CosineMap(round(w_new / w_ref, 4), round((b_new - b_ref) / w_ref, 4))
    info = {
        "referenceModel": reference.model_id,
        "pairs": len(pairs.texts) * (1 + NEGATIVES_PER_QUERY),
        "texts": len(pairs.texts),
        "curves": {"reference": [round(w_ref, 4), round(b_ref, 4)], "target": [round(w_new, 4), round(b_new, 4)]},
    }
    return cosine_map, info


# -- the answerability features' maps ------------------------------------------

WORDS_FOR_CHANCE = 300
CHANCE_VOCABULARY = 150  # about a candidate set's vocabulary (answerability.MEANING_CANDIDATES' words)
MIN_WORDS = CHANCE_VOCABULARY + 50
SALIENCE_TEXTS = 400
SALIENCE_WORDS = (5, 20)  # texts of this many words: about a question's length
WORD_QUANTILES = tuple(range(10, 91, 5))
SALIENCE_QUANTILES = tuple(range(10, 96, 5))


def best_by_chance(embedder: Any, words: Sequence[str], others: Sequence[Sequence[int]]) -> np.ndarray:
    """Each of the first len(others) words' best cosine with the words at its indices (unrelated words)."""
    vectors = np.asarray(embedder.embed(list(words)), dtype=np.float32)
    return np.array([float((vectors[list(o)] @ vectors[i]).max()) for i, o in enumerate(others)])


def saliences(embedder: Any, items: Sequence[tuple[str, str]]) -> np.ndarray:
    """1 - the cosine of each text with and without its word."""
    whole = np.asarray(embedder.embed([a for a, _ in items]), dtype=np.float32)
    rest = np.asarray(embedder.embed([b for _, b in items]), dtype=np.float32)
    return 1.0 - (whole * rest).sum(axis=1)


def decision_samples(texts: Sequence[str], seed: int = 0) -> tuple[list[str], list[list[int]], list[tuple[str, str]]]:
    """The words (and, per word measured, its unrelated words) and the (text, text without a word)
    pairs both embedders are asked about."""
    rng = random.Random(seed)
    vocabulary = record_words(sorted(set(texts)))
    if len(vocabulary) < MIN_WORDS:
        raise ValueError(f"need at least {MIN_WORDS} distinct words, got {len(vocabulary)}")
    words = rng.sample(vocabulary, min(len(vocabulary), 2 * WORDS_FOR_CHANCE))
    measured = min(WORDS_FOR_CHANCE, len(words))
    others = [[j for j in rng.sample(range(len(words)), CHANCE_VOCABULARY + 1) if j != i][:CHANCE_VOCABULARY]
              for i in range(measured)]
    low, high = SALIENCE_WORDS
    short = [t for t in sorted(set(texts)) if low <= len(t.split()) <= high]
    items = []
    for text in rng.sample(short, min(SALIENCE_TEXTS, len(short))):
        content = answerability.topic_words(keyword_text(text))
        if content:
            items.append((text, answerability.without_words(text, [rng.choice(content)]) or "?"))
    if len(items) < MIN_TEXTS:
        raise ValueError(f"need at least {MIN_TEXTS} texts of {low}-{high} words, got {len(items)}")
    return words, others, items


def fit_decision_scale(reference: Any, target: Any, texts: Sequence[str], seed: int = 0) -> tuple[DecisionScale, dict[str, Any]]:
    """The maps of `target`'s answerability cosines onto `reference`'s, from samples of `texts`."""
    words, others, items = decision_samples(texts, seed)
    chance_ref, chance_new = best_by_chance(reference, words, others), best_by_chance(target, words, others)
    q_ref, q_new = np.percentile(chance_ref, WORD_QUANTILES), np.percentile(chance_new, WORD_QUANTILES)
    word_scale, word_shift = np.polyfit(q_new, q_ref, 1)
    s_ref = np.percentile(saliences(reference, items), SALIENCE_QUANTILES)
    s_new = np.percentile(saliences(target, items), SALIENCE_QUANTILES)
    salience_scale = float(s_new @ s_ref) / float(s_new @ s_new) if float(s_new @ s_new) > 0 else 1.0
    scale = DecisionScale(round(float(word_scale), 4), round(float(word_shift), 4), round(salience_scale, 4))
    info = {
        "words": len(others),
        "salienceTexts": len(items),
        "bestByChance": {"reference": [round(float(np.median(chance_ref)), 3), round(float(np.percentile(chance_ref, 90)), 3)],
                         "target": [round(float(np.median(chance_new)), 3), round(float(np.percentile(chance_new, 90)), 3)]},
    }
    return scale, info


@lru_cache(maxsize=1)
def decision_scale_key() -> str:
    """A key of what the answerability features' maps depend on (shared/domain/fingerprint.py): the
    code that samples, fits and applies them, the word and text selection they use, and the reference
    model they map onto. Not the answerability fit itself: that has its own key, checked on every use."""
    return digest_of(
        [best_by_chance, saliences, decision_samples, fit_decision_scale, DecisionScale.word, DecisionScale.salience,
         record_words, answerability.topic_words, answerability.without_words, keyword_text],
        [WORDS_FOR_CHANCE, CHANCE_VOCABULARY, MIN_WORDS, SALIENCE_TEXTS, SALIENCE_WORDS, WORD_QUANTILES,
         SALIENCE_QUANTILES, REFERENCE_MODEL],
    )


def has_own_fits(model_id: str) -> bool:
    """Shipped relevance and answerability fits for `model_id`, both current: no deployment fit needed."""
    return has_shipped_fit(model_id) and answerability.model_for(model_id, decision_fingerprint()) is not None


# -- where a deployment keeps its fit -----------------------------------------


def save(db: Any, model_id: str, cosine_map: CosineMap, info: dict[str, Any], decision: DecisionScale | None = None) -> None:
    doc = {"modelId": model_id, "scale": cosine_map.scale, "shift": cosine_map.shift, "fittedAt": datetime.now(timezone.utc), **info}
    if decision is not None:
        doc["decisionScale"] = {"wordScale": decision.word_scale, "wordShift": decision.word_shift,
                                "salienceScale": decision.salience_scale, "key": decision_scale_key()}
    db.collection(CALIBRATIONS).document(_doc_id(model_id)).set(doc)


def load(db: Any, model_id: str) -> tuple[CosineMap, DecisionScale | None] | None:
    """The deployment's fit for `model_id`: the relevance map and the answerability features' maps
    (None when absent or made by other code), or None (never raises: search must not fail on it)."""
    try:
        snap = db.collection(CALIBRATIONS).document(_doc_id(model_id)).get()
    except Exception as exc:  # noqa: BLE001 - Firestore down: keep the fallback, say so once
        log.warning("calibration_load_failed", extra={"json_fields": {"errorClass": type(exc).__name__}})
        return None
    data = snap.to_dict() if snap.exists else None
    if not data or data.get("modelId") != model_id:
        return None
    stored = data.get("decisionScale") or {}
    decision = None
    if stored.get("key") == decision_scale_key():
        decision = DecisionScale(float(stored["wordScale"]), float(stored["wordShift"]), float(stored["salienceScale"]))
    elif stored:
        log.warning("decision_scale_stale", extra={"json_fields": {"modelId": model_id, "fittedOn": stored.get("key")}})
    return CosineMap(float(data["scale"]), float(data["shift"])), decision


def _doc_id(model_id: str) -> str:
    # Model ids may hold "/" (e.g. "org/model"): not allowed in a document id.
    return model_id.replace("/", "__")


# -- the use case: fit once per deployment, load once per instance ---------------

# Refit after this long (messages change; the map barely does).
REFIT_AFTER_S = 7 * 24 * 3600
RELOAD_AFTER_S = 3600
_loaded_at: dict[str, float] = {}


def ensure_loaded(backends: Any) -> None:
    """Register this deployment's cosine map for the embedder in use, once an hour at most.

    Called before a search's time budget starts (a Firestore read on a cold
    instance). Nothing to do for a model with shipped relevance and answerability fits.
    """
    import time

    model_id = backends.embedder.model_id
    now = time.monotonic()
    if has_own_fits(model_id) or now - _loaded_at.get(model_id, -RELOAD_AFTER_S) < RELOAD_AFTER_S:
        return
    _loaded_at[model_id] = now
    try:
        db = backends.db
    except Exception as exc:  # noqa: BLE001 - no Firestore configured (e.g. a benchmark): keep what is registered
        log.warning("calibration_load_failed", extra={"json_fields": {"errorClass": type(exc).__name__}})
        return
    loaded = load(db, model_id)
    if loaded is not None:
        cosine_map, decision = loaded
        register_self_fit(model_id, cosine_map.scale, cosine_map.shift, decision)


def refresh(backends: Any, reference: Any = None, texts: Sequence[str] | None = None) -> dict[str, Any]:
    """Fit and store the cosine maps of the embedder in use (skipped when it has shipped relevance and
    answerability fits). Returns counts only."""
    model_id = backends.embedder.model_id
    if has_own_fits(model_id):
        return {"modelId": model_id, "outcome": "shipped_fit"}
    if texts is None:
        texts = _sample_texts(backends.db, 2 * SAMPLE_TEXTS)
    if reference is None:
        from shared.adapters.embedding.minilm import MiniLMEmbedder

        reference = MiniLMEmbedder()
    try:
        cosine_map, info = fit_cosine_map(reference, backends.embedder, texts)
    except ValueError:
        return {"modelId": model_id, "outcome": "too_few_texts", "texts": len(texts)}
    try:
        decision, decision_info = fit_decision_scale(reference, backends.embedder, texts)
    except ValueError:  # enough texts for the relevance map, too few words: the threshold alone decides
        decision, decision_info = None, {}
    save(backends.db, model_id, cosine_map, {**info, **({"decisionSample": decision_info} if decision_info else {})}, decision)
    register_self_fit(model_id, cosine_map.scale, cosine_map.shift, decision)
    shown = ({"wordScale": decision.word_scale, "wordShift": decision.word_shift, "salienceScale": decision.salience_scale}
             if decision is not None else {})
    log.info("calibration_fitted", extra={"json_fields": {"modelId": model_id, "scale": cosine_map.scale,
                                                          "shift": cosine_map.shift, "texts": info["texts"], **shown}})
    return {"modelId": model_id, "outcome": "fitted", "scale": cosine_map.scale, "shift": cosine_map.shift,
            "texts": info["texts"], "decision": shown or None}


def _sample_texts(db: Any, limit: int) -> list[str]:
    """Message texts across the deployment (read in this process only; only the fitted numbers are stored)."""
    from shared.kernel.collection_names import MESSAGES

    out = []
    for snap in db.collection_group(MESSAGES).limit(limit).stream():
        text = (snap.to_dict() or {}).get("text")
        if isinstance(text, str) and text.strip():
            out.append(text)
    return out
