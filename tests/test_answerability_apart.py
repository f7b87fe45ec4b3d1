"""Topics said only apart (word_evidence.apart) and the decision's `words_apart` refusal.

Hand-written records: a question whose topic words each come up in some relevant record, but
never two in one exchange (a message and the turn beside it), is refused when the records show
why; an answer split over a message and its reply is not."""

from __future__ import annotations

from types import SimpleNamespace

from shared.domain import threads, word_evidence
from shared.domain.answerability import AnswerabilityModel, Evidence, decide

DAY = 24 * 3600
CLIENT, COACH = "client-1", "coach-1"
MODEL = AnswerabilityModel({"unmatched_salience": -7.0}, 0.5, 0.2)


def record(n: int, text: str, relevance: float, *, ts: float, sender: str = CLIENT, chat: str | None = "chat-1",
           client: str | None = None):
    meta = {"text": text, "senderId": sender}
    if client is not None:
        meta["clientId"] = client
    if chat is not None:
        meta.update(chatId=chat, ts=ts)
    return SimpleNamespace(id=f"r{n}", relevance=relevance, metadata=meta)


def test_two_named_things_only_in_different_exchanges_are_apart():
    # "rashids squat pb?": the PB is the deadlift's (not named in it), the squats are a hotel plan's.
    pool = [
        record(1, "210 today!!! new pb by 10", 0.84, ts=0),
        record(2, "210 kg, what a pull. 220 by the summer", 0.60, ts=600, sender=COACH),
        record(3, "Sent: full-body sessions with dumbbells, goblet squats and rows", 0.72, ts=20 * DAY, sender=COACH),
    ]
    assert word_evidence.apart("squat pb?", "squat pb", pool, 0.7) == ("squat", "pb")


def test_one_clients_story_told_in_two_of_their_messages_is_not_apart():
    # "whats rashids deadlift pb now": the lift in one of his messages, weeks later "new pb" in another
    # that leaves the lift out: one story in two turns, not two things never said together.
    pool = [
        record(1, "210 today!!! new pb by 10", 0.84, ts=60 * DAY, client=CLIENT),
        record(2, "200 on deadlift for a single!!! first time ever", 0.78, ts=0, client=CLIENT),
    ]
    assert word_evidence.apart("deadlift pb now", "deadlift pb", pool, 0.7) == ()
    # The later message naming another lift is its own story: the two are said apart.
    other = [record(1, "squats today!!! new pb by 10", 0.84, ts=60 * DAY, client=CLIENT), pool[1]]
    assert word_evidence.apart("deadlift pb now", "deadlift pb", other, 0.7) == ("deadlift", "pb")
    # The lift in the coach's plan, not in the client's own words: apart, as before.
    plan = [pool[0], record(2, "Sent: deadlift day on Mondays", 0.78, ts=0, sender=COACH, client=CLIENT)]
    assert word_evidence.apart("deadlift pb now", "deadlift pb", plan, 0.7) == ("deadlift", "pb")


def test_two_topics_in_one_record_are_not_apart():
    pool = [
        record(1, "new squat pb!! 150", 0.9, ts=0),
        record(2, "goblet squats in the hotel", 0.75, ts=20 * DAY, sender=COACH),
        record(3, "deadlift pb 210", 0.74, ts=30 * DAY),
    ]
    assert word_evidence.apart("squat pb?", "squat pb", pool, 0.7) == ()


def test_a_message_and_the_reply_beside_it_hold_the_topics_together():
    # The knee in the client's message, the squats in the coach's reply half an hour later: one exchange.
    pool = [
        record(1, "my knee feels odd today", 0.85, ts=0),
        record(2, "ok then skip the squats and ride the bike", 0.55, ts=1800, sender=COACH),
        record(3, "squats felt strong", 0.72, ts=9 * DAY),
    ]
    assert word_evidence.apart("knee squat?", "knee squat", pool, 0.7) == ()
    # The same reply a day later is no longer beside the message: the two were never said together.
    later = [pool[0], record(2, pool[1].metadata["text"], 0.55, ts=threads.REPLY_GAP_S + 1800, sender=COACH), pool[2]]
    assert word_evidence.apart("knee squat?", "knee squat", later, 0.7) == ("knee", "squat")


def test_a_topic_said_beside_a_sibling_of_the_other():
    # "did she hurt her lower back?": the hurt is her ribs; "back" only in "back in the boat".
    pool = [
        record(1, "sharp pain in my ribs, it hurts when i breathe in", 0.94, ts=0),
        record(2, "Stop erging and get the ribs checked this week", 0.92, ts=3600, sender=COACH),
        record(3, "back in the boat!!", 0.72, ts=40 * DAY),
    ]
    assert word_evidence.apart("hurt lower back?", "hurt lower back", pool, 0.7) == ("hurt", "lower back")


def test_a_word_the_table_does_not_name_is_not_evidence():
    # "what was his old pb?": "old" only in the profile's age, the answer says "current pb".
    pool = [
        record(1, "signed up for the city 10k. current pb 41:20 from 2024", 0.92, ts=0),
        record(2, "Client profile: age 38 years old; goals: 10k under 40 minutes", 0.73, ts=0, chat=None),
    ]
    assert word_evidence.apart("old pb?", "old pb", pool, 0.7) == ()


def test_one_topic_and_records_under_the_threshold_are_left_alone():
    pool = [record(1, "new pb by 10", 0.9, ts=0), record(2, "goblet squats", 0.65, ts=20 * DAY, sender=COACH)]
    assert word_evidence.apart("pb?", "pb", pool, 0.7) == ()
    assert word_evidence.apart("squat pb?", "squat pb", pool, 0.7) == ()  # the squats are not relevant enough to count


def test_a_phrase_is_one_topic():
    assert word_evidence.topics("hurt lower back") == [["hurt"], ["lower", "back"]]


def test_decide_refuses_words_apart_after_the_model_and_says_which():
    apart = Evidence(0.9, 1.0, 1.0, apart=("squat", "pb"))
    d = decide(0.9, 0.7, [], apart, MODEL)
    assert (d.answerable, d.reason, d.apart) == (False, "words_apart", ("squat", "pb"))
    assert d.probability is not None
    # The model's own refusal keeps its reason; without the rule's evidence the question is answered.
    absent = Evidence(0.9, 0.5, 0.5, 0.7, 0.7, "sunburnt", apart=("squat", "pb"))
    assert decide(0.9, 0.7, [], absent, MODEL).reason == "topic_absent"
    assert decide(0.9, 0.7, [], Evidence(0.9, 1.0, 1.0), MODEL).answerable


def test_topics_joined_by_and_are_asked_each_on_its_own():
    # "any news from shoulder and wrist rehab?": one client's shoulder, another's wrist; both answer it.
    pool = [
        record(1, "my right wrist clicks in the front rack", 0.87, ts=0, chat="chat-1"),
        record(2, "shoulder felt loose again in the tackle drill", 0.72, ts=5 * DAY, chat="chat-2"),
    ]
    assert word_evidence.apart("any news from shoulder and wrist rehab?", "news shoulder wrist rehab", pool, 0.7) == ()
    assert word_evidence.apart("wrist, shoulder or hip?", "wrist shoulder hip", pool, 0.7) == ()
    # Not joined, the two body parts are one question about both together.
    assert word_evidence.apart("any news on her shoulder wrist?", "news shoulder wrist", pool, 0.7) == ("shoulder", "wrist")


def test_coordinated_merges_a_list():
    groups = word_evidence.topics("knee ankle hip squat")
    assert word_evidence.coordinated("knee, ankle and hip after squats?", groups) == [["knee", "ankle", "hip"], ["squat"]]
