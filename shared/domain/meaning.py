"""Word-level meaning: single words embedded alone, compared word against word.

A question's word that a record does not contain may still be *meant* by one
of the record's words ("nutrition" / "diet" 0.71, "medication" / "pills" 0.70,
"supplement" / "vitamin" 0.71). A word against a whole short message is a weak
signal (MiniLM cosines of 0.24-0.50 either way), a word against a word less so:
among the words of one LoCoMo turn, a question word's best match reaches 0.6 for
1.9 % of unrelated turns and 13 % of evidence turns (`BEST_MATCH_*` below). It
is not a synonym detector: neighbouring topics score as high as synonyms
("insulin" / "diabetes" 0.75, "trip" / "going" 0.69, "milan" / "italy" 0.67)
and many true paraphrases lower ("tournament" / "match" 0.59, "tumble" / "fall"
0.38, "physio" / "physiotherapist" 0.50). Two users:

- the ranking (shared/domain/retrieval.py, soft coverage): a question word the
  best candidates lack counts as partly covered by their best-meaning word when
  they are ordered (not when their relevance is scored: docs/CALIBRATION.md,
  "Word meaning on the relevance side");
- the decision side (shared/domain/answerability.py, via shared/usecases/search.py):
  how far the best candidates' words stay from a word the history never uses;
  there the kinds table (shared/domain/kinds.py) overrides the cosine for the
  words it knows: a sibling means nothing, the same thing or a kind of it means it.

Single words' vectors are cached per embedder (the same everyday words come up
question after question), so each request embeds only the words it has not
seen before, in one batch.
"""

from __future__ import annotations

import re
import threading
from typing import Any, Iterable

import numpy as np

from shared.ports.keywords import STOPWORDS

_RECORD_WORD = re.compile(r"[^\W\d_]{3,}", re.UNICODE)

# The best single-word cosine of a question word with the words of one record it
# does not contain, on the reference model's scale (all-MiniLM-L6-v2), LoCoMo dev
# categories 1-4 (2,567 missing words against their evidence turns, 15,322 against
# five other turns of the same conversation; `python -m bench.word_meaning`). Other
# turns reach 0.5 8 % of the time, 0.6 1.9 %, 0.7 0.7 %; evidence turns 29 %, 13 %,
# 4.8 %. The ratio of the two rises up to 0.6 (3.7 at 0.5, 6.8 at 0.6) and stays
# there (7.3 at 0.65, 7.2 at 0.7): under 0.6 a match is too often chance to count.
BEST_MATCH_CHANCE = 0.6
BEST_MATCH_SAME = 0.7

# Bounded: a few thousand distinct words per trainer, 384 floats each (~1.5 KB).
_MAX_WORDS = 50_000
_vectors: dict[tuple[str, str], np.ndarray] = {}
_lock = threading.Lock()


def record_words(texts: Iterable[str]) -> list[str]:
    """The distinct content words (3+ letters, no digits, no function words) of `texts`, lowercased."""
    out: dict[str, None] = {}
    for text in texts:
        for word in _RECORD_WORD.findall(text.lower()):
            if word not in STOPWORDS:
                out.setdefault(word)
    return list(out)


def word_vectors(embedder: Any, words: list[str]) -> np.ndarray:
    """Each word embedded alone, as rows (one embedder call for those not yet cached)."""
    model = embedder.model_id
    with _lock:
        found = {w: _vectors[(model, w)] for w in words if (model, w) in _vectors}
    missing = [w for w in dict.fromkeys(words) if w not in found]
    if missing:
        fresh = {w: np.asarray(v, dtype=np.float32) for w, v in zip(missing, embedder.embed(missing))}
        found.update(fresh)
        with _lock:
            if len(_vectors) + len(fresh) > _MAX_WORDS:
                _vectors.clear()
            _vectors.update({(model, w): v for w, v in fresh.items()})
    if not words:
        return np.zeros((0, 0), dtype=np.float32)
    return np.stack([found[w] for w in words])


def best_cosines(embedder: Any, forms: list[str], texts: Iterable[str]) -> dict[str, float]:
    """For each of `forms`, its best cosine with a content word of `texts` (`record_words`, the forms
    themselves left out), every word embedded alone (`word_vectors`: one embedder call, words already
    seen aside); {} when either side has no word."""
    vocabulary = [w for w in record_words(texts) if w not in forms]
    if not forms or not vocabulary:
        return {}
    vectors = word_vectors(embedder, [*forms, *vocabulary])
    return dict(zip(forms, (vectors[: len(forms)] @ vectors[len(forms):].T).max(axis=1).tolist()))


def band(cosine: float, chance: float = BEST_MATCH_CHANCE, same: float = BEST_MATCH_SAME) -> float:
    """A best-match cosine (reference scale) read as a share of 'the same word': 0 at chance, 1 at `same`."""
    return min(1.0, max(0.0, (cosine - chance) / (same - chance)))
