"""A period's news before its logistics in a status answer (intent.most_telling `news_first`, h-when38)."""

from __future__ import annotations

from shared.domain.retrieval import Candidate
from shared.usecases import intent


def _c(id_: str, relevance: float, text: str, source_type: str = "message") -> Candidate:
    return Candidate(id_, relevance, relevance, {"ts": 0.0, "text": text, "sourceType": source_type}, {})


POOL = [
    _c("work", 0.95, "stuck at work, 10 mins"),
    _c("paid", 0.93, "paid 👍"),
    _c("time", 0.92, "what time thursday?"),
    _c("booked", 0.91, "Booked in."),
    _c("w29", 0.90, "Resting heart rate, week of Jul 15, 2013 (Pauline Gedge): 1 reading: 86.3 bpm", "metric_summary"),
    _c("heat", 0.60, "too hot for the vine today bev, heart was fluttering on the way home, had to sit on the wall"),
    _c("baby", 0.55, "royal baby!! a boy, sat in the shade with the telly"),
]


def test_news_first_puts_what_the_client_told_before_the_logistics():
    chosen = [c.id for c in intent.most_telling(POOL, news_first=True)]
    assert chosen[:3] == ["w29", "heat", "baby"]  # best first among the records that say something
    assert len(chosen) == intent.STATUS_SOURCES and chosen[3:] == ["work", "paid"]


def test_without_it_the_status_query_ranking_alone():
    chosen = [c.id for c in intent.most_telling(POOL)]
    assert chosen == ["work", "paid", "time", "booked", "w29"]


def test_says_news_counts_content_words_not_acknowledgements():
    assert not intent.says_news(_c("a", 1.0, "stuck at work, 10 mins"))
    assert not intent.says_news(_c("b", 1.0, "ok thanks, see you then"))
    assert intent.says_news(_c("c", 1.0, "bit dizzy when i stand up in the mornings"))
