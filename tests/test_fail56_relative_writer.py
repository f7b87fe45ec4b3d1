"""A relative who writes some of a client's messages from the client's account: "who texts for <client>"
is answered by the relative's introduction, "did <client> ever text me herself" by the client's own messages
among theirs (shared/domain/relative_writer.py, shared/usecases/writer_records.py, a lead of asked_records).
An account no relative writes from leads with nothing: the refusal stands.

Hand-written names and messages, not taken from any benchmark set."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone
from types import SimpleNamespace

import pytest

from shared.domain import relative_writer
from shared.domain.retrieval import Candidate
from shared.ports.vectorstore import QueryFilter, VectorRecord
from shared.usecases import asked_records, writer_records
from shared.usecases.tenancy import ClientRef


@pytest.mark.parametrize("question", [
    "who texts for maisie", "hu does maisies msgs", "who does maisie's messages", "who writes for her",
    "who's been texting me about tam apart from himself", "who was messaging from rab's phone in may",
    "hu txts 4 rab", "who does the texting",
])
def test_who_writes_the_clients_messages_is_asked(question):
    assert relative_writer.asks_writer(question)
    assert not relative_writer.asks_own(question)


@pytest.mark.parametrize("question", [
    "who texted me about the bus", "who did the op for him", "who does the booking for her", "who is her physio",
    "whose mum drives her", "what did maisie text me",
])
def test_no_writer_is_asked(question):
    assert not relative_writer.asks_writer(question)


@pytest.mark.parametrize("question", [
    "did maisie ever text me herself", "has rab ever written to me himself", "what did rab himself ask me",
    "how many messages has maisie sent me herself", "does she ever write herself",
])
def test_the_clients_own_messages_are_asked(question):
    assert relative_writer.asks_own(question)


@pytest.mark.parametrize("question", [
    "did he hurt himself", "what did she say about herself", "did she weigh herself", "does he train by himself",
    "what did she write",
])
def test_no_own_messages_are_asked(question):
    assert not relative_writer.asks_own(question)


ACCOUNT = [  # one client's account, in date order: her mum writes most, she some
    "Hello Ros, it's Fenella, Maisie's mum. She's 13 and keen on the vault.",        # 0 the introduction
    "on my way",                                                                      # 1 chatter, no one said
    "Fenella here. She's got a cold, no session Friday.",                             # 2 the mum, by name
    "hi its maisie!! can i try the new vault on saturday?",                           # 3 the client, by name
    "She landed badly on her wrist, we're at the minor injuries unit. Fenella",       # 4 the mum, signed
    "wrist feels loads better, can i do handsprings again??",                         # 5 the client, unsigned
    "She's fed up, the splint is itchy.",                                             # 6 the mum, unsigned
]


def test_the_account_is_read_by_who_wrote_each_message():
    writers = relative_writer.read(ACCOUNT, ["maisie"])
    assert writers.introductions == [0]
    assert writers.names == ["fenella"]
    assert writers.relatives == [0, 2, 4]
    # Named first, then the unsigned first-person ones ("on my way" speaks in the first person too).
    assert writers.own == [3, 1, 5]


def test_a_relative_speaking_of_the_client_by_the_relation_is_no_client():
    # From her son's hand: "Mum" is the client, so the message is his, first person or not.
    texts = ["Hello this is Dougie Baird, Isa's son. Mum wants to curl again.",
             "Mum got the injection today. Says it hurt more than having me.",
             "its isa myself. the arm is freer, thank you"]
    writers = relative_writer.read(texts, ["isa"])
    assert writers.own == [2]


def test_an_account_no_relative_writes_from_reads_nothing():
    writers = relative_writer.read(["ran 5k, my mum says i'm mad", "can i do the vault?"], ["maisie"])
    assert writers == relative_writer.Writers([], [], [], [])


# -- the lead, on the local store ----------------------------------------------------------------------------

START = datetime(2026, 1, 5, 9, tzinfo=timezone.utc)
ROSTER = [ClientRef("maisie", "Maisie Rennie"), ClientRef("tam", "Tam Lowrie")]


@pytest.fixture
def history(store, embedder):
    rows = [(f"mz{i}", "maisie", "maisie", text, i * 3) for i, text in enumerate(ACCOUNT)]
    rows += [("mzc", "maisie", "coach", "Thanks Fenella, rest it.", 13),
             ("t1", "tam", "tam", "ran the hill reps, my legs are gone", 2),
             ("t2", "tam", "tam", "can i swap to thursday?", 5)]
    vectors = embedder.embed([row[3] for row in rows])
    names = {c.client_id: c.display_name for c in ROSTER}
    records = [VectorRecord(f"message:chat-{client}:{mid}", vec, {
        "trainerId": "coach", "sourceType": "message", "sourceId": mid, "chatId": f"chat-{client}", "clientId": client,
        "senderId": sender, "senderName": names[client] if sender == client else "Coach", "text": text,
        "ts": (START + timedelta(days=days)).timestamp(), "embeddingModel": embedder.model_id})
        for (mid, client, sender, text, days), vec in zip(rows, vectors)]
    records.append(VectorRecord("client_profile:maisie", embedder.embed(["profile"])[0], {
        "trainerId": "coach", "sourceType": "client_profile", "sourceId": "maisie", "clientId": "maisie",
        "text": "Client profile of Maisie Rennie: notes: Gymnastics. Mum Fenella does her messages.",
        "embeddingModel": embedder.model_id}))
    store.upsert("coach", records)
    return SimpleNamespace(store=store, embedder=embedder)


def _found(backends, question: str, client: str | None) -> list[str]:
    found = writer_records.writer_records(backends, "coach", question, QueryFilter(client_id=client), ROSTER)
    return [str(m.metadata.get("sourceId")) for m in found]


def test_who_texts_for_her_leads_with_the_relatives_introduction(history):
    found = _found(history, "who texts for maisie", "maisie")
    assert found[:2] == ["mz0", "maisie"]  # the introduction, then the profile naming her mum
    assert {"mz2", "mz4"} <= set(found) and "mz3" not in found


def test_did_she_ever_text_me_herself_leads_with_her_own_messages(history):
    found = _found(history, "did maisie ever text me herself", "maisie")
    assert found[0] == "mz3" and "mz5" in found
    assert not {"mz0", "mz2", "mz4", "mz6"} & set(found)


def test_her_own_messages_about_a_thing_are_those_saying_it(history):
    assert _found(history, "what did maisie ask me herself about her wrist", "maisie") == ["mz5"]


def test_a_client_whose_account_no_relative_writes_from_has_no_lead(history):
    assert _found(history, "who texts for tam", "tam") == []
    assert _found(history, "did tam ever text me himself", "tam") == []
    assert _found(history, "who texts for maisie", None) == []  # no client in focus: the ranking's


def test_the_lead_is_read_whatever_word_the_decision_found_missing(history):
    assert asked_records.kept_by_absent("herself", "did ever text me herself", "did maisie ever text me herself")
    assert asked_records.kept_by_absent("texts", "who texts for", "who texts for maisie")
    assert not asked_records.kept_by_absent("frost", "what did say about the frost", "what did tam say about the frost")


def test_the_lead_of_asked_records_is_the_writers(history):
    found = asked_records.asked_records(history, "coach", "who texts for", "who texts for maisie", [],
                                        QueryFilter(client_id="maisie"), QueryFilter(client_id="maisie"), ROSTER)
    assert [str(m.metadata.get("sourceId")) for m in found][:1] == ["mz0"]


# -- a relative's message signed by name is theirs (person_words.signs, own_words) ------------------------------

def _from_account(text: str, sender: str = "maisie") -> dict:
    return {"sourceType": "message", "clientId": "maisie", "senderId": sender, "text": text}


@pytest.mark.parametrize("text", [
    "Fenella: the splint comes off friday", "fenella. she's had a cold all week, no session",
    "She landed badly on her wrist, we're at the minor injuries unit. Fenella",
])
def test_a_message_signed_by_the_relative_is_their_own_words(text):
    from shared.domain import person_words

    assert person_words.signs("fenella", _from_account(text))
    assert person_words.own_words(["mum", "fenella"], _from_account(text)) == text


@pytest.mark.parametrize("text, sender", [
    ("Thanks, Fenella", "maisie"), ("Fenella and I went to the gala", "maisie"),
    ("Fenella. Can you bring her at five?", "coach"),  # the trainer speaks to her
])
def test_no_signature(text, sender):
    from shared.domain import person_words

    assert not person_words.signs("fenella", _from_account(text, sender))


# -- across the roster: "whose mam does the texting" asks the relation (said_by.without_medium) -----------------

@pytest.mark.parametrize("question, who", [
    ("whose mam does the texting", "mam"), ("whose mum does her messages", "mum"), ("whose wife writes for him", "wife"),
    ("whose mam writes to me", "mam"), ("whose grandad messages me", "grandad"),
])
def test_whose_relative_writes_asks_the_relation(question, who):
    from shared.domain import said_by

    assert said_by.without_medium(question) == who


@pytest.mark.parametrize("question", ["whose mum does the cooking", "whose dad writes the reports",
                                      "whose wife does his physio"])
def test_whose_relative_does_something_else_is_no_writer(question):
    from shared.domain import said_by

    assert said_by.without_medium(question) == question


# --- read once (h-review57): relative_writer.asked, handed to kept_by_absent, writer_records and the chat's reading ---


@pytest.mark.parametrize("question, writer, own", [
    ("who texts for maisie", True, False),
    ("who does jinty's messages", True, False),
    ("did jinty ever text me herself", False, True),
    ("who's been texting me about stace apart from himself", True, False),
    ("what did tam say about the frost", False, False),
    ("what did she say about herself", False, False),
])
def test_asked_is_the_two_readings_at_once(question, writer, own):
    assert relative_writer.asked(question) == relative_writer.Asked(writer, own)
    assert (relative_writer.asks_writer(question), relative_writer.asks_own(question)) == (writer, own)


def test_kept_by_absent_and_writer_records_read_the_reading_handed_to_them():
    # The reading handed over is the one read: a question asking neither, read as asking who writes, is kept.
    assert asked_records.kept_by_absent("frost", "what did say about the frost", "what did tam say about the frost",
                                        relative_writer.Asked(writer=True))
    assert not asked_records.kept_by_absent("texts", "who texts for", "who texts for maisie", relative_writer.Asked())
    # Asking neither: no store read at all.
    assert writer_records.writer_records(object(), "coach", "who texts for maisie", QueryFilter(client_id="maisie"), ROSTER,
                                         relative_writer.Asked()) == []


def test_the_chats_reading_reads_it_once_of_its_own_question(monkeypatch):
    from shared.usecases.chat.reading import Reading
    calls = []
    real = relative_writer.asked
    monkeypatch.setattr(relative_writer, "asked", lambda q: calls.append(q) or real(q))
    reading = Reading([], {}, None, (), [], "who texts for maisie", None, "who texts for maisie", "", None)
    assert reading.writer_asked.writer and reading.writer_asked.writer
    assert calls == ["who texts for maisie"]
