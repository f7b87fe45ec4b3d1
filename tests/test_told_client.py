""""what did i tell <client> about X" is answered by the trainer's own words to that client
(shared/domain/asked_speaker.told, person_words.trainers_words, shared/usecases/speaker_records.untold).

Hand-written names and messages, not taken from any benchmark set. A client, Dara, wrote about a
headache on the new tablets (the coach answered, without the word), about his knee (the coach said
"knee" back), about a wedding and a cancelled race (no answer from the coach); a recorded session
has the coach on the ferry; a session note says the coach told him about creatine. The wedding and
the race are refused; what the coach said, noted or answered is not. On main, no rule read the
trainer's words, and each of these questions was answered with Dara's own records (the tests fail
there: `untold` is new)."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone
from types import SimpleNamespace

import pytest

from shared.domain import asked_speaker, person_words
from shared.domain.retrieval import Candidate
from shared.ports.vectorstore import QueryFilter, VectorRecord
from shared.usecases import speaker_records
from shared.usecases.tenancy import ClientRef

START = datetime(2026, 3, 2, 9, tzinfo=timezone.utc)
ROSTER = [ClientRef("dara", "Dara Quinn"), ClientRef("mei", "Mei Tanaka")]
CHAT = "chat-dara"
# (id, source type, sender id, sender name, text, hours after START)
RECORDS = [
    ("d1", "message", "dara", "Dara Quinn", "new tablets giving me a pounding headache every afternoon", 0),
    ("d2", "message", "coach", "Coach", "Common for the first fortnight. Take them with breakfast and drink more water.", 1),
    ("d3", "message", "dara", "Dara Quinn", "knee's grumbling on the stairs again", 30),
    ("d4", "message", "coach", "Coach", "Ice the knee tonight and skip lunges Thursday.", 31),
    ("d5", "message", "dara", "Dara Quinn", "my brother's wedding is the week of the race, so much for the taper", 100),
    ("d6", "message", "dara", "Dara Quinn", "the coastal half marathon is cancelled", 400),
    ("d7", "message", "dara", "Dara Quinn", "gutted", 400.2),
    ("d8", "message", "coach", "Coach", "Invoice sent.", 460),
    ("t1", "transcript_segment", None, "Coach, Dara", "Dara: booked the ferry for june\nCoach: take the early ferry so you can stretch on deck", 200),
    ("n1", "session_note", None, None, "Told him 5 g creatine a day with water.", 250),
    ("d9", "message", "dara", "Dara Quinn", "signed up for the bristol 10k in september", 600),
    ("d10", "message", "dara", "Dara Quinn", "started the new inhaler, feel a bit shaky", 700),
    ("n2", "session_note", None, None, "Dara: 5 km 26:55. New inhaler since March. Plank 75 s.", 800),
]


def is_client(word: str) -> bool:
    return word in {"dara", "daras", "mei"}


def test_the_trainers_question_is_read():
    assert asked_speaker.told("what did i tell dara about the wedding") == asked_speaker.Told("dara", "the wedding")
    assert asked_speaker.told("what have i told dara abt the ferry?") == asked_speaker.Told("dara", "the ferry")
    assert asked_speaker.told("what did i say to dara re creatine") == asked_speaker.Told("dara", "creatine")
    assert asked_speaker.told("what did i tell about the wedding") == asked_speaker.Told("", "the wedding")  # name taken out
    assert asked_speaker.told("what did i tell dara") is None  # nothing asked about
    assert asked_speaker.told("what did fiona tell dara about the wedding") is None


def test_the_trainers_words_are_their_turns_their_session_lines_and_their_notes():
    message = {"sourceType": "message", "trainerId": "coach", "senderId": "coach", "text": "Ice it."}
    assert person_words.trainers_words(message, "coach") == "Ice it."
    assert person_words.trainers_words({**message, "senderId": "dara"}, "coach") == ""
    session = {"sourceType": "transcript_segment", "text": "Dara: my knee\nCoach: ice it\nDara: ok"}
    assert person_words.trainers_words(session, "coach") == "ice it"
    assert person_words.trainers_words({"sourceType": "session_note", "text": "Told him to ice it."}, "coach") == "Told him to ice it."
    assert person_words.trainers_words({"sourceType": "checkin", "text": "knee sore"}, "coach") == ""
    # A note's record of the client is not what the trainer told them.
    note = {"sourceType": "session_note", "text": "FEV1 51 % on Kaftrio. Weight 68 kg. Advised more fluids."}
    assert person_words.trainers_words(note, "coach") == "Advised more fluids."


@pytest.fixture
def history(store, embedder):
    vectors = embedder.embed([r[4] for r in RECORDS])
    records = []
    for (rid, kind, sender, name, text, hours), vec in zip(RECORDS, vectors):
        meta = {"trainerId": "coach", "sourceType": kind, "sourceId": rid, "clientId": "dara", "text": text,
                "ts": (START + timedelta(hours=hours)).timestamp(), "embeddingModel": embedder.model_id}
        if kind == "message":
            meta.update(chatId=CHAT, senderId=sender, senderName=name)
        elif name:
            meta["senderName"] = name
        records.append(VectorRecord(f"{kind}:{rid}", vec, meta))
    store.upsert("coach", records)
    backends = SimpleNamespace(store=store, embedder=embedder)
    pool = [Candidate(r.id, 0.5, 0.9, r.metadata) for r in records]
    return backends, pool


def untold(history, question: str, client: str | None = "dara") -> str:
    backends, pool = history
    return speaker_records.untold(backends, "coach", question, pool, QueryFilter(client_id=client), ROSTER)


def test_a_thing_the_client_said_and_the_trainer_never_took_up_is_refused(history):
    assert untold(history, "what did i tell about the wedding") == "the wedding in your words to Dara"
    assert untold(history, "what did i tell dara about the coastal half", client=None) == \
        "the coastal half in your words to Dara"  # the next turns are his; "Invoice sent." is a day later
    assert untold(history, "what did i tell about the 10k") == "the 10k in your words to Dara"  # a measure is a thing
    assert untold(history, "what did i tell about the inhaler") == "the inhaler in your words to Dara"  # only noted


def test_what_the_trainer_said_noted_or_answered_is_kept(history):
    assert untold(history, "what did i tell about his knee") == ""  # the trainer's turn says it
    assert untold(history, "what did i tell about the headache") == ""  # the trainer's answer to it
    assert untold(history, "what did i tell about the ferry") == ""  # the trainer's line in the session
    assert untold(history, "what did i tell about creatine") == ""  # the trainer's session note
    assert untold(history, "what did i tell about how much water to drink") == ""  # "how much": a frame, no thing


def test_a_thing_never_said_or_no_client_is_left_to_the_decision(history):
    assert untold(history, "what did i tell about the sauna") == ""  # never said: the decision's missing word
    assert untold(history, "what did i tell about the wedding", client=None) == ""  # no one client
