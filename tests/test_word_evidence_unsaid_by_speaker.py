"""What a third party is asked to have said, that none of the records naming them says
(word_evidence.unsaid_by_speaker, read by search.decide after the model's features).

Hand-written questions and records: a sister who wrote from the client's phone about the client's
shifts ("hi its jo, her sister, she's on nights all week") is asked to have said something about
her diet, which only the client ever mentioned: refused, naming "diet". When the sister's message or
the coach's reply beside it says the topic, when no record names the person, when the person is a
sender of their own (a participant), a client, or "i", the rule stays silent."""

from __future__ import annotations

from types import SimpleNamespace

from shared.domain import word_evidence


def record(text: str, relevance: float = 0.9, chat: str | None = "chat-1", ts: float | None = None,
           sender: str = "client-1", sender_name: str = ""):
    meta = {"text": text, "senderId": sender, "clientId": "client-1"}
    if chat is not None and ts is not None:
        meta.update(chatId=chat, ts=ts)
    if sender_name:
        meta["senderName"] = sender_name
    return SimpleNamespace(id=text[:12], relevance=relevance, metadata=meta)


def client_names(word: str) -> bool:
    return word in {"dana", "danas"}


POOL = [
    record("hi its jo, danas sister. she's on nights all week and knackered", ts=1000.0),
    record("Thanks Jo, we'll keep Thursday light.", ts=1200.0, sender="coach-1"),
    record("been eating loads of toast, diet all over the place", ts=90000.0),
]


def test_a_third_party_asked_about_a_topic_only_others_said_is_refused():
    assert word_evidence.unsaid_by_speaker("did jo say anything about danas diet", POOL, client_names) == "diet"
    assert word_evidence.unsaid_by_speaker("what did jo say abt her diet", POOL, client_names) == "diet"
    assert word_evidence.unsaid_by_speaker("did jo mention her diet", POOL, client_names) == "diet"


def test_the_topic_said_in_their_message_or_the_reply_beside_it_answers():
    assert word_evidence.unsaid_by_speaker("what did jo say about danas nights", POOL, client_names) == ""
    assert word_evidence.unsaid_by_speaker("did jo mention thursday", POOL, client_names) == ""


def test_no_record_names_the_person_or_the_person_is_a_client_a_sender_or_me():
    assert word_evidence.unsaid_by_speaker("did sam say anything about her diet", POOL, client_names) == ""
    assert word_evidence.unsaid_by_speaker("what did dana say about her diet", POOL, client_names) == ""
    assert word_evidence.unsaid_by_speaker("what did i say about her diet", POOL, client_names) == ""
    speaker = [record("Jo: loving the new job, the commute is long", sender="jo-1", sender_name="Jo Price"),
               record("jo said her diet is fine", relevance=0.8)]
    assert word_evidence.unsaid_by_speaker("what did jo say about her diet", speaker, client_names) == ""


def test_a_word_no_record_says_is_left_to_the_model_and_the_next_word_is_read():
    # "veganism" is said nowhere: missing, the model's to read; the next topic word is "diet".
    assert word_evidence.unsaid_by_speaker("did jo say anything about veganism or her diet", POOL, client_names) == "diet"
    assert word_evidence.unsaid_by_speaker("did jo say anything about veganism", POOL, client_names) == ""


def test_a_question_that_is_not_about_what_someone_said_is_not_read():
    assert word_evidence.unsaid_by_speaker("how is danas diet", POOL, client_names) == ""
    assert word_evidence.unsaid_by_speaker("what did jo say happened to her ankle", POOL, client_names) == ""
