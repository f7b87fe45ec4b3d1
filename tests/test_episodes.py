"""The news of an episode (shared/domain/episodes.py, shared/domain/leading.py `with_news`): hand-written
records of one client's sprained wrist. "Is she still in the brace" is settled by "all good, lifting
again" weeks later, which shares no word of the question; the episode's own words ("wrist", "brace")
find it from the records the question did find. Pure functions: no emulator."""

from __future__ import annotations

from shared.domain import episodes
from shared.domain.leading import lead
from shared.domain.retrieval import Candidate

DAY = 86400.0
THRESHOLD = 0.6


def _c(id_: str, text: str, day: int, relevance: float = 0.2, coverage: float = 0.0,
       client: str = "nora", **meta: object) -> Candidate:
    return Candidate(id_, relevance, relevance, {"text": text, "ts": day * DAY, "clientId": client, **meta},
                     {"coverage": coverage})


FIRST = _c("m1", "fell off the bike, wrist is swollen", 10, 0.9, 0.5)
BRACE = _c("m2", "x-ray clear, a sprained wrist, brace for three weeks", 12, 0.95, 0.5)
REPLY = _c("m3", "Understood, lower body only until then.", 12, 0.3, 0.0, reply=True)
CHATTER = _c("m4", "stuck in traffic, running late", 20)
CHANGED = _c("m5", "brace is off! wrist a bit stiff", 33)
NEWEST = _c("m6", "wrist feels normal, lifting again", 50)
OTHER = _c("m7", "new trainers arrived", 55)
DAYS = [_c(f"d{i}", text, 14 + i) for i, text in enumerate(
    ("long shift today", "kids off school", "sorry only just seen this", "meal prep sunday", "slept badly"))]


def test_questions_about_what_changed_since():
    assert episodes.asks_since("is her knee better")
    assert episodes.asks_since("has he swum since the operation")
    assert episodes.asks_since("is tom running again")
    assert not episodes.asks_since("what did she say about her knee")
    assert not episodes.asks_since("when is the race")


def test_the_newest_then_the_first_later_record_in_the_episode_words():
    pool = [FIRST, BRACE, REPLY, CHATTER, *DAYS, CHANGED, NEWEST, OTHER]
    found = episodes.news([BRACE, REPLY, FIRST], pool, floor=0.3)
    assert [c.id for c in found] == ["m6", "m5"]
    assert all(c.relevance >= 0.3 for c in found)


def test_words_the_client_uses_everywhere_make_no_episode():
    # "session" is in most of the client's records: it joins nothing.
    a = _c("a", "knee sore after the session", 1, 0.9, 0.5)
    b = _c("b", "knee still sore, skipped the session", 3, 0.9, 0.5)
    rest = [_c(f"s{i}", f"great session number {i}", 5 + i) for i in range(6)]
    assert episodes.news([a, b], [a, b, *rest], floor=0.3) == []


def test_a_name_is_no_episode_word():
    a = _c("a", "nora here, shin splints again", 1, 0.9, 0.5, senderName="Nora Quist")
    b = _c("b", "its nora's mum, the physio says rest", 2, 0.9, 0.5, senderName="Nora Quist")
    later = _c("c", "nora: booked the hall for saturday", 9, senderName="Nora Quist")
    assert "nora" not in episodes.episode_words([a, b], [a, b, later])
    assert episodes.news([a, b], [a, b, later], floor=0.3) == []


def test_a_series_summary_is_no_news():
    a = _c("a", "walked to the shop, 4000 steps", 1, 0.9, 0.5)
    b = _c("b", "4500 steps, legs tired", 3, 0.9, 0.5)
    week = _c("w", "Steps, week of the 10th: 5000 steps on average", 12, sourceType="metric_summary")
    assert episodes.news([a, b], [a, b, week], floor=0.3) == []


def test_a_word_of_time_is_no_episode_word():
    a = _c("a", "calf tight, stretch it twice a day", 1, 0.9, 0.5)
    b = _c("b", "physio: calf strain, ice three times a day", 3, 0.9, 0.5)
    chatter = _c("c", "what a day", 9)
    assert episodes.episode_words([a, b], [a, b, chatter]) == {"calf"}
    assert episodes.news([a, b], [a, b, chatter], floor=0.3) == []


def test_no_episode_without_one_client_or_a_record_of_the_thing():
    other_client = _c("x", "brace on my wrist too", 40, client="ola")
    assert episodes.news([BRACE, other_client], [BRACE, other_client, NEWEST], floor=0.3) == []
    assert episodes.news([CHATTER], [CHATTER, NEWEST], floor=0.3) == []


def test_lead_puts_the_news_in_front_for_still_and_since():
    relevant = [BRACE, REPLY, FIRST]
    pool = [FIRST, BRACE, REPLY, CHATTER, *DAYS, CHANGED, NEWEST, OTHER]
    assert [c.id for c in lead(relevant, pool, THRESHOLD, "is nora still in the brace")][:3] == ["m6", "m5", "m2"]
    assert [c.id for c in lead(relevant, pool, THRESHOLD, "is nora's wrist better")][:2] == ["m6", "m5"]
    # Not a question about now or since: the order stands.
    assert lead(relevant, pool, THRESHOLD, "what did nora do to her wrist") == relevant


def test_a_question_the_client_asks_is_no_news():
    assert episodes.asks_only("quick one, is the brace fitting ok with a wrist wrap?")
    assert not episodes.asks_only("brace is off. can I lift heavier now?")
    asked = _c("m8", "should I keep the brace on for the wrist session?", 60)
    pool = [FIRST, BRACE, REPLY, CHATTER, *DAYS, CHANGED, NEWEST, OTHER, asked]
    found = episodes.news([BRACE, REPLY, FIRST], pool, floor=0.3)
    assert [c.id for c in found] == ["m6", "m5"]
