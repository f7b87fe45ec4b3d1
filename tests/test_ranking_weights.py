"""The ranking step's word weights: the trainer's IDF, computed once per word and request."""

from __future__ import annotations

from shared.domain.retrieval import _idf, coverage
from shared.ports.keywords import TermStats, token_index, tokens


class CountingStats(TermStats):
    """TermStats that counts how often each token's IDF is computed."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        object.__setattr__(self, "asked", [])

    def idf(self, index: int) -> float:
        self.asked.append(index)
        return super().idf(index)


def test_weights_are_the_idf_and_each_word_is_computed_once_per_request():
    knee, sore = tokens("knee")[0], tokens("sore")[0]
    stats = CountingStats(n_docs=100, df={token_index(knee): 40, token_index(sore): 2})
    plain = TermStats(n_docs=100, df=dict(stats.df))
    weight = _idf(stats)
    records = [{"text": "my knee"}, {"text": "sore knee"}, {"text": "sore"}, {"text": "nothing here"}]

    shares = [coverage("knee sore", m, weight) for m in records]

    assert weight(knee) == plain.idf(token_index(knee)) and weight(sore) == plain.idf(token_index(sore))
    # "sore" (2 of 100 records) weighs more than "knee" (40 of 100): the same shares as uncached weights.
    assert shares == [coverage("knee sore", m, lambda s: plain.idf(token_index(s))) for m in records]
    assert shares[0] < shares[2] < shares[1] == 1.0 and shares[3] == 0.0
    assert sorted(stats.asked) == sorted([token_index(knee), token_index(sore)])  # once each, for 4 records
    # A new request starts afresh (the statistics may have changed in between).
    _idf(stats)(knee)
    assert stats.asked.count(token_index(knee)) == 2


def test_no_statistics_no_weights():
    assert _idf(None) is None
