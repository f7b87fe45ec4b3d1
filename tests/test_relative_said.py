"""A client's relative asked by the relation ("what did dara's wife say about the fall", "what did
dara's mum say") is answered only from that relative's own words in the client's records
(shared/domain/asked_speaker.relative, person_words, shared/usecases/speaker_records.unsaid_by_relative).

Hand-written names and messages, not taken from any benchmark set. Dara's wife Roisin writes from his
phone: she says who she is once ("its Roisin, Daras wife"), later writes about a fall without saying
so (the coach's answer opens "Oh Roisin"); Dara quotes his brother once ("says our kev"); his mum is
only ever named. What Roisin wrote (found through the name she gave and the coach's answer to her) and
what the brother is quoted saying keep their answers; the mum, who never wrote, and a thing Roisin
never wrote about are refused. On main no rule read a relative asked by the relation (the tests fail
there: `unsaid_by_relative` is new)."""

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
# (id, sender id, text, hours after START)
SAID = [
    ("d1", "dara", "Hello coach its Roisin, Daras wife. He won't hold the phone himself so I'll write for him", 0),
    ("d2", "coach", "Hi Roisin, lovely to hear from you both. Tuesdays at 11.", 1),
    ("d3", "dara", "he fell on the back step this afternoon, bruised hip, no fracture", 100),
    ("d4", "coach", "Oh Roisin, what a day. Rest this week, seated routine only.", 101),
    ("d5", "dara", "went to mum's for sunday dinner, knee sore after", 200),
    ("d6", "dara", "ran the 5k in 31 min!! 'you'll be in the olympics next' says our kev", 300),
    ("d7", "coach", "Brilliant, well done.", 301),
    ("d8", "dara", "new shoes are comfy", 400),
]


def is_client(word: str) -> bool:
    return word in {"dara", "daras", "mei"}


def test_a_relative_asked_by_the_relation_is_read():
    assert asked_speaker.relative("what did dara's wife say about the fall", is_client) == \
        asked_speaker.Relative("dara", "wife", "the fall")
    assert asked_speaker.relative("what did daras mum say", is_client) == asked_speaker.Relative("dara", "mum", "")
    assert asked_speaker.relative("did his brother text me", is_client) == asked_speaker.Relative("", "brother", "", sent=True)
    assert asked_speaker.relative("what did mum say", is_client) == asked_speaker.Relative("", "mum", "")  # name taken out
    assert asked_speaker.relative("what did sian's husband say", is_client) is None  # not a client's
    assert asked_speaker.relative("what did the physio say", is_client) is None  # not a relative
    assert asked_speaker.relative("what did mum say in november", is_client) is None  # goes on past its thing


def test_a_relatives_introduction_quote_and_name_are_read():
    assert person_words.intro_names(["wife"], SAID[0][2]) == ["roisin"]
    assert person_words.intro_names(["grandad"], "Good evening Bea, Clement here, Keisha's grandad. Her ear") == ["clement"]
    assert person_words.own_words(["wife"], {"text": SAID[0][2]}) == SAID[0][2]
    assert person_words.own_words(["wife"], {"text": "it's his wife's birthday so no session"}) == ""
    assert person_words.own_words(["kev"], {"text": SAID[5][2]}) == SAID[5][2]  # quoted after the quote
    assert person_words.addresses("roisin", SAID[3][2])
    assert not person_words.addresses("roisin", "Tuesdays at 11, Roisin.")


@pytest.fixture
def history(store, embedder):
    vectors = embedder.embed([t for _, _, t, _ in SAID])
    records = []
    for (mid, sender, text, hours), vec in zip(SAID, vectors):
        records.append(VectorRecord(f"message:{CHAT}:{mid}", vec, {
            "trainerId": "coach", "sourceType": "message", "sourceId": mid, "chatId": CHAT, "clientId": "dara",
            "senderId": sender, "senderName": "Dara Quinn" if sender == "dara" else "Coach", "text": text,
            "ts": (START + timedelta(hours=hours)).timestamp(), "embeddingModel": embedder.model_id}))
    store.upsert("coach", records)
    return SimpleNamespace(store=store, embedder=embedder), [Candidate(r.id, 0.5, 0.9, r.metadata) for r in records]


def unsaid(history, question: str, client: str | None = "dara") -> str:
    backends, pool = history
    return speaker_records.unsaid_by_relative(backends, "coach", question, pool, QueryFilter(client_id=client), ROSTER)


def test_what_the_relative_wrote_keeps_its_answer(history):
    assert unsaid(history, "what did wife say about the fall") == ""  # the coach's "Oh Roisin" answers it
    assert unsaid(history, "what did dara's wife say about the phone", client=None) == ""  # her introduction
    assert unsaid(history, "what did wife say") == ""
    assert unsaid(history, "what did brother say about the 5k") == ""  # "5k": no word the rule reads


def test_a_relative_who_never_wrote_or_a_thing_they_never_wrote_is_refused(history):
    assert unsaid(history, "what did mum say") == "anything from Dara's mum"  # only named: "mum's for sunday dinner"
    assert unsaid(history, "what did dara's mum say", client=None) == "anything from Dara's mum"
    assert unsaid(history, "what did wife say about the shoes") == "the shoes from Dara's wife"  # Dara's own message
    assert unsaid(history, "did mum mention the olympics") == "the olympics from Dara's mum"  # the brother's quote


def test_no_client_or_a_thing_never_said_is_left_alone(history):
    assert unsaid(history, "what did mum say", client=None) == ""  # whose mum: no client
    assert unsaid(history, "what did wife say about the wedding") == ""  # never said: the decision's missing word
