"""One of a person's messages by its place in time (h-search35; shared/domain/asked_speaker.py `place`,
shared/usecases/speaker_records.py `own_records`).

"the second time fiona texted", "the 3rd time his partner messaged me": a relative writing from the
client's phone, asked for one of their messages by its place. Read as any topic question before, the
coach's "Thanks Fiona" and the message she introduced herself in led, and her second message (which says
neither "texted" nor who she is but "fiona again:") was not the answer. Her lines in a recorded session
are not messages she sent.

Hand-written questions, names and messages, not taken from any benchmark set."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone
from types import SimpleNamespace

import pytest

from shared.domain import asked_speaker
from shared.domain.retrieval import Candidate
from shared.ports.vectorstore import QueryFilter, VectorRecord
from shared.usecases import speaker_records
from shared.usecases.tenancy import ClientRef

START = datetime(2026, 3, 2, 9, tzinfo=timezone.utc)
ROSTER = [ClientRef("dara", "Dara Quinn"), ClientRef("mei", "Mei Tanaka")]


def is_client(word: str) -> bool:
    return word in {"dara", "daras", "mei"}


# -- reading the question ------------------------------------------------------------------------------

@pytest.mark.parametrize("question, order", [
    ("the second time fiona texted", "2"),
    ("the 3rd time fiona messaged me", "3"),
    ("second time fiona wrote", "2"),
    ("the first time fiona texted", "first"),
    ("the last time fiona got in touch", "last"),
    ("the second time josh texted", "2"),  # an English word too, but what sends a message is a person
])
def test_a_persons_message_by_its_place_is_read(question, order):
    asked = asked_speaker.asked(question, is_client)
    assert asked is not None and asked.order == order and asked.thing == "" and asked.sent
    assert asked_speaker.place(asked.order) == (int(order) if order.isdigit() else None)


@pytest.mark.parametrize("question, of, order", [
    ("the second time his partner texted", "", "2"),
    ("the 2nd time dara's partner messaged", "dara", "2"),
])
def test_a_relatives_message_by_its_place_is_read(question, of, order):
    relative = asked_speaker.relative(question, is_client)
    assert relative == asked_speaker.Relative(of, "partner", "", order, sent=True)


@pytest.mark.parametrize("question", [
    "the second time dara texted",  # a client: their own messages are the ranking's
    "the second time the physio texted",  # a role
    "the second time it rained",
    "the second time fiona texted about the knee",
    "what did fiona say last",  # the order of their words, not of a message sent
])
def test_other_questions_ask_no_message_by_its_place(question):
    asked = asked_speaker.asked(question, is_client)
    assert asked is None or not asked.sent


# -- the records read: a local store ---------------------------------------------------------------------

SAID = [  # (id, sender id, sender name, text, hours after START, source type)
    ("d1", "dara", "Dara Quinn", "knee's been grumbling on the stairs again", 0, "message"),
    ("d2", "dara", "Dara Quinn", "Hi coach, it's Fiona, Dara's partner. He's got a fever, no session this week", 48,
     "message"),
    ("d3", "coach", "Coach", "Thanks Fiona. No session until it's gone, fluids and sleep.", 49, "message"),
    ("t1", "", "", "Coach: how's the back?\nFiona: he slept all day after the long run", 100, "transcript_segment"),
    ("d4", "dara", "Dara Quinn", "fiona again: the GP says the fever was a virus, he's fine to train", 200, "message"),
    ("d5", "dara", "Dara Quinn", "Fiona again, he's booked the half marathon in june", 300, "message"),
]


@pytest.fixture
def history(store, embedder):
    texts = [row[3] for row in SAID]
    records = []
    for (sid, sender, name, text, hours, kind), vec in zip(SAID, embedder.embed(texts)):
        meta = {"trainerId": "coach", "sourceType": kind, "sourceId": sid, "clientId": "dara", "text": text,
                "ts": (START + timedelta(hours=hours)).timestamp(), "embeddingModel": embedder.model_id}
        if kind == "message":
            meta.update({"chatId": "chat-dara", "senderId": sender, "senderName": name})
        records.append(VectorRecord(f"{kind}:{sid}", vec, meta))
    store.upsert("coach", records)
    return SimpleNamespace(store=store, embedder=embedder), [Candidate(r.id, 0.5, 0.9, r.metadata) for r in records]


def _own(history, question: str) -> list[str]:
    backends, pool = history
    found = speaker_records.own_records(backends, "coach", question, pool, QueryFilter(client_id="dara"), ROSTER)
    return [m.metadata["sourceId"] for m in found]


def test_the_second_message_a_person_sent_leads(history):
    # Her session line (t1) is no message she sent; the coach's "Thanks Fiona" is written to her.
    assert _own(history, "the second time fiona texted") == ["d4", "d2", "d5"]
    assert _own(history, "the third time fiona texted") == ["d5", "d2", "d4"]


def test_a_relative_asked_by_the_relation_has_their_second_message_lead(history):
    assert _own(history, "the second time his partner texted")[0] == "d4"


def test_a_place_past_their_messages_finds_none(history):
    assert _own(history, "the fifth time fiona texted") == []


# -- a relative's name that is an English word too ---------------------------------------------------------

def test_a_name_set_off_by_a_comma_before_the_relation_is_given_even_an_english_word():
    from shared.domain import person_words

    partner = person_words.relation_forms("boyfriend")
    assert person_words.intro_names(partner, "jo its josh, priya's boyfriend. she got kicked at training") == ["josh"]
    assert person_words.intro_names(partner, "its mark, ella's boyfriend here") == ["mark"]
    # No comma: a sentence, not an introduction; a word "it's" says of a thing is no name either.
    assert person_words.intro_names(person_words.relation_forms("wife"), "im going with franks wife") == []
    assert person_words.intro_names(person_words.relation_forms("wife"), "its fine, franks wife is driving") == []


def test_a_capitalised_word_closing_the_profiles_phrase_is_the_relatives_name():
    from shared.domain import person_words

    profile = {"sourceType": "client_profile", "text": "Synchronised swimming. Known as Pri. Boyfriend Josh."}
    assert person_words.profile_names(person_words.relation_forms("boyfriend"), profile) == ["josh"]
    worried = {"sourceType": "client_profile", "text": "Notes: Wife Worried about his knees."}
    assert person_words.profile_names(person_words.relation_forms("wife"), worried) == []
