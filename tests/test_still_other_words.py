"""A "still …?" question settled by news that lacks the "still" (shared/domain/leading.py, with_latest).

The first report often says "still" itself ("still coughing at night"), so the ranking's coverage of the
question gives it a word the later news ("cough's gone, not coughing any more") lacks. Read without the
words that ask for now, the later record means every word of the thing the report does, so it leads.
"""

from shared.domain.leading import now_topic_words, with_latest
from shared.domain.retrieval import Candidate


def cand(id_, t, rel, coverage, text=None):
    return Candidate(id_, 0.4, rel, {"sourceId": id_, "chatId": "c1", "ts": t, "text": text or id_}, {"coverage": coverage})


def test_the_words_that_ask_for_now_are_set_aside():
    assert now_topic_words("is marek still coughing at night") == "marek coughing night"
    assert now_topic_words("does she get dizzy these days?") == "get dizzy"
    assert now_topic_words("is he limping any more") == "limping"
    assert now_topic_words("still?") == ""


def test_newer_news_without_the_still_leads():
    report = cand("report", 1000, 0.9, 0.8, "still coughing at night, the inhaler's no help")
    news = cand("news", 9000, 0.6, 0.4, "cough's gone, not coughing at night any more")
    out = with_latest([report], [report, news], threshold=0.7, question="is marek still coughing at night")
    assert [c.id for c in out] == ["news", "report"]


def test_a_newer_record_lacking_a_word_the_report_had_does_not_lead():
    # It shares as many of the thing's words, but not the same ones: "night" without "coughing".
    report = cand("report", 1000, 0.9, 0.8, "still coughing at night, the inhaler's no help")
    other = cand("other", 9000, 0.6, 0.4, "slept well last night")
    out = with_latest([report], [report, other], threshold=0.7, question="is marek still coughing at night")
    assert [c.id for c in out] == ["report"]


def test_without_the_question_the_ranking_coverage_alone_decides():
    report = cand("report", 1000, 0.9, 0.8, "still coughing at night")
    news = cand("news", 9000, 0.6, 0.4, "not coughing at night any more")
    assert [c.id for c in with_latest([report], [report, news], threshold=0.7)] == ["report"]
