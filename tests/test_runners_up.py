"""What an answered question is offered beside the records above the threshold (shared/domain/runners_up.py),
the one rule chatWithAI quotes by and semanticSearch returns by (search.relevant_results)."""

from __future__ import annotations

from shared.domain import runners_up
from shared.domain.retrieval import RRF_K, Candidate
from shared.usecases.search import relevant_results

T0 = 1_780_000_000.0
DAY = 86400.0


def rr(rank: int) -> float:
    """The reciprocal rank retrieval.fuse gives the `rank`-th record of a list (rank 1 worth 1.0)."""
    return (RRF_K + 1) / (RRF_K + rank)


def c(cid: str, relevance: float, ts: float, sender: str = "lorna", coverage: float = 0.0, dense: int | None = None,
      keyword: int | None = None) -> Candidate:
    meta = {"ts": ts, "text": cid, "chatId": "chat-lorna", "senderId": sender, "clientId": "lorna"}
    features = {"coverage": coverage, "dense_rr": rr(dense) if dense else 0.0, "keyword_rr": rr(keyword) if keyword else 0.0}
    return Candidate(cid, relevance, relevance, meta, features)


def ofsted_pool() -> list[Candidate]:
    # "how did lornas ofsted go": her "ofsted are coming thursday" names the topic; the coach's reply
    # minutes later and her "we got GOOD. i cried in the car park" two days later share no word of it,
    # and the question's embedding puts the outcome second. "booked" is third in meaning, chatter.
    return [
        c("ofsted are coming thursday", 0.91, T0, coverage=0.5, dense=1, keyword=1),
        c("hang in there, swap wednesday for a walk", 0.20, T0 + 600, sender="coach", dense=14),
        c("we got GOOD. i cried in the car park", 0.39, T0 + 2 * DAY, dense=2),
        c("booked", 0.37, T0 + 5 * DAY, dense=3),
        c("bit of a mad day, later ok?", 0.36, T0 + 9 * DAY, dense=4),
    ]


def test_the_record_next_nearest_in_meaning_is_a_runner_up_without_sharing_a_word():
    pool = ofsted_pool()
    relevant = [pool[0], pool[1]]  # the topic and the coach's reply to it: one exchange
    chosen = runners_up.with_runners_up(relevant, pool, 0.7, "how did lornas ofsted go")
    assert [x.id for x in chosen] == [
        "ofsted are coming thursday", "hang in there, swap wednesday for a walk", "we got GOOD. i cried in the car park",
    ]


def test_the_third_in_meaning_or_a_weak_record_is_no_runner_up():
    pool = ofsted_pool()
    assert not runners_up.near_in_meaning(pool[3])  # third of the dense list: chatter as often as an answer
    assert runners_up.near_in_meaning(pool[2])
    # Near in meaning but under LATEST_FRACTION of the threshold: not offered.
    weak = c("we got GOOD", 0.30, T0 + 2 * DAY, dense=2)
    assert runners_up.with_runners_up([pool[0]], [pool[0], weak], 0.7, "how did lornas ofsted go") == [pool[0]]


def test_the_search_returns_what_the_chat_quotes_when_only_the_topic_passes_the_threshold():
    pool = ofsted_pool()
    results = relevant_results(pool, True, 0.7, "how did lornas ofsted go")
    assert [x.id for x in results] == ["ofsted are coming thursday", "we got GOOD. i cried in the car park"]
    # Returned because it belongs to an answered question: scored at the threshold, as the status
    # records and the profile are, so a caller keeping `score >= 0.7` keeps what the chat quotes.
    assert results[1].relevance == 0.7
    assert all(x.relevance >= 0.7 for x in results)
    # Unanswered, or nothing at the threshold: nothing at all, as before.
    assert relevant_results(pool, False, 0.7, "how did lornas ofsted go") == []
    assert relevant_results(pool[1:], True, 0.7, "how did lornas ofsted go") == []


def test_the_search_offers_a_later_record_sharing_a_word_as_the_chat_does():
    # "did he get cleared after the head knock?": the knock passes, "club doc cleared me" weeks later does not.
    knock = c("head knock at training", 0.9, T0, coverage=0.6, dense=1, keyword=1)
    cleared = c("club doc cleared me for full contact", 0.45, T0 + 21 * DAY, coverage=0.3, dense=6, keyword=3)
    chatter = c("running late", 0.6, T0 + DAY, dense=5)
    assert [x.id for x in relevant_results([knock, chatter, cleared], True, 0.7, "did he get cleared after the head knock?")] == [
        "head knock at training", "club doc cleared me for full contact"]
