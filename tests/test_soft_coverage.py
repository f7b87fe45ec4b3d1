"""Word meaning on the relevance side: soft coverage orders the best candidates, relevance stays lexical.

Uses the real local embedder (all-MiniLM-L6-v2 int8, offline): the cosines are
the model's, not a table written for the test.
"""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

from shared.domain import meaning
from shared.domain.calibration import IDENTITY_SCALE, DecisionScale, calibration_for
from shared.domain.retrieval import _Fused, coverage, meant_shares, missing_words, rerank
from shared.usecases.calibration_fit import REFERENCE_MODEL


@pytest.fixture(scope="module")
def minilm() -> Any:
    from shared.adapters.embedding.minilm import MiniLMEmbedder

    return MiniLMEmbedder()


class Counting:
    """The real embedder, counting the texts it is asked to embed."""

    def __init__(self, inner: Any) -> None:
        self.inner, self.model_id, self.texts = inner, inner.model_id, []  # type: ignore[var-annotated]

    def embed(self, texts: list[str]) -> Any:
        self.texts += list(texts)
        return self.inner.embed(texts)


def test_the_band_reads_a_best_match_from_chance_to_the_same_meaning():
    assert meaning.band(meaning.BEST_MATCH_CHANCE) == 0.0
    assert meaning.band(meaning.BEST_MATCH_CHANCE - 0.2) == 0.0
    assert meaning.band(meaning.BEST_MATCH_SAME + 0.1) == 1.0
    middle = (meaning.BEST_MATCH_CHANCE + meaning.BEST_MATCH_SAME) / 2
    assert meaning.band(middle) == pytest.approx(0.5)


def test_a_meant_word_counts_by_its_share_and_a_present_word_in_full():
    record = {"text": "diet has been all over the place", "senderName": "Zoe"}
    assert coverage("diet nutrition", record) == pytest.approx(0.5)
    assert coverage("diet nutrition", record, meant={"nutrit": 0.4}) == pytest.approx(0.7)
    # A credit for a word the record contains changes nothing: it already counts in full.
    assert coverage("diet", record, meant={"diet": 0.1}) == pytest.approx(1.0)
    assert missing_words("diet nutrition", record) == {"nutrit": "nutrition"}


def test_shares_come_from_the_records_words_in_meaning(minilm):
    scale = calibration_for(REFERENCE_MODEL).decision
    records = [{"text": "my diet has been all over the place"}, {"text": "invoice for March attached"}]
    nutrition, unrelated = meant_shares(minilm, "nutrition", records, scale)
    assert nutrition["nutrit"] > 0.5  # "diet": the same topic in other words
    assert unrelated.get("nutrit", 0.0) == 0.0
    # "sunburnt" has no counterpart among these words: no credit anywhere.
    assert all(s.get("sunburnt", 0.0) == 0.0 for s in meant_shares(minilm, "sunburnt", records, scale))


def test_a_common_record_word_cannot_stand_in_for_a_rare_question_word(minilm):
    scale = IDENTITY_SCALE
    record = [{"text": "we are going to the mountains for a week"}]
    flat = meant_shares(minilm, "trip", record, scale)[0].get("trip", 0.0)
    # "going" is in every other record of this trainer: weighed by IDF, it carries little.
    idf = {"trip": 5.0, "go": 0.5, "mountain": 5.0, "week": 1.0}
    weighted = meant_shares(minilm, "trip", record, scale, lambda stem: idf.get(stem, 5.0))[0].get("trip", 0.0)
    assert flat > 0.0 and weighted < flat


def test_word_cosines_are_read_on_the_decisions_word_scale(minilm):
    records = [{"text": "my diet has been all over the place"}]
    assert calibration_for(REFERENCE_MODEL).decision == IDENTITY_SCALE
    on_reference = meant_shares(minilm, "nutrition", records, IDENTITY_SCALE)[0]["nutrit"]
    # The decision's word map, not the relevance map: a map that reads this embedder's word
    # cosines 0.2 lower leaves "diet" short of meaning "nutrition"; no map, no credit at all.
    lower = meant_shares(minilm, "nutrition", records, DecisionScale(word_shift=-0.2))[0].get("nutrit", 0.0)
    assert on_reference > 0.5 and lower < on_reference
    assert meant_shares(minilm, "nutrition", records, None) == [{}]


def test_words_are_embedded_once_per_model(minilm):
    counting = Counting(minilm)
    first = meaning.word_vectors(counting, ["zebrafish", "quokka"])
    asked = len(counting.texts)
    again = meaning.word_vectors(counting, ["quokka", "zebrafish", "quokka"])
    assert asked == 2 and len(counting.texts) == 2  # nothing embedded the second time
    assert np.allclose(again[1], first[0]) and np.allclose(again[0], again[2])


def test_meaning_reorders_the_best_candidates_but_leaves_their_relevance_lexical(minilm):
    calibration = calibration_for(REFERENCE_MODEL)
    # Same ranks and cosine: only the words differ. "diet" means "nutrition"; "invoice" does not.
    pool = [
        _Fused("invoice", {"text": "invoice for March attached"}, 0.3, 1.0, 0.0, 1.0),
        _Fused("diet", {"text": "my diet has been all over the place"}, 0.3, 1.0, 0.0, 1.0),
    ]
    cosines = {"invoice": 0.3, "diet": 0.3}
    lexical = rerank(pool, cosines, "nutrition", calibration, hybrid=True)
    assert [c.id for c in lexical] == ["invoice", "diet"]  # a tie: the fused order stays
    soft = rerank(pool, cosines, "nutrition", calibration, hybrid=True, embedder=minilm)
    assert [c.id for c in soft] == ["diet", "invoice"]
    by_id = {c.id: c for c in soft}
    assert by_id["diet"].features["meant_coverage"] > by_id["diet"].features["coverage"] == 0.0
    assert by_id["diet"].relevance == pytest.approx({c.id: c for c in lexical}["diet"].relevance)
    assert by_id["invoice"].features.get("meant_coverage", 0.0) == by_id["invoice"].features["coverage"] == 0.0


def test_no_embedder_or_no_fitted_calibration_means_lexical_order(minilm):
    pool = [
        _Fused("invoice", {"text": "invoice for March attached"}, 0.3, 1.0, 0.0, 1.0),
        _Fused("diet", {"text": "my diet has been all over the place"}, 0.3, 1.0, 0.0, 1.0),
    ]
    unfitted = calibration_for("a-model-with-no-fit")
    ranked = rerank(pool, {"invoice": 0.3, "diet": 0.3}, "nutrition", unfitted, hybrid=True, embedder=minilm)
    assert [c.id for c in ranked] == ["invoice", "diet"]  # the fallback keeps the fused order
    assert all("meant_coverage" not in c.features for c in ranked)
