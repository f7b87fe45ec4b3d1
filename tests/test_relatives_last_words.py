"""A relative asked for their last (or first) words with no client named ("what did his wife say most recently"):
when relatives of that relation write from more than one client's phone, each one's newest (oldest) words
lead, the newest (oldest) of all first (speaker_records.own_records, `_relatives_own`). A writer who gives their name set off by commas
after the greeting ("evening jo, mairi, angus's wife.") introduces themselves (person_words.introduces,
intro_names), so their later "mairi again: …" messages are theirs.

Hand-written names and messages, not taken from any benchmark set."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone
from types import SimpleNamespace

import pytest

from shared.domain import person_words
from shared.domain.retrieval import Candidate
from shared.ports.vectorstore import QueryFilter, VectorRecord
from shared.usecases import speaker_records
from shared.usecases.tenancy import ClientRef

START = datetime(2026, 1, 5, 9, tzinfo=timezone.utc)
ROSTER = [ClientRef("angus", "Angus Reid"), ClientRef("piotr", "Piotr Nowak"), ClientRef("bea", "Bea Lund")]
# (id, client, sender id, text, days after START)
SAID = [
    ("a1", "angus", "angus", "evening jo, mairi, angus's wife. he's done his calf at the curling, resting it x", 3),
    ("a2", "angus", "coach", "Thanks Mairi. Bike only this week.", 3),
    ("a3", "angus", "angus", "mairi again: calf's fine now, he's back on the ice x", 40),
    ("p1", "piotr", "piotr", "hi jo it's kasia, piotr's wife. he has the flu, no session tuesday", 10),
    ("p2", "piotr", "piotr", "kasia again: he's over the flu and booked the half marathon", 30),
    ("b1", "bea", "bea", "rowed 5k this morning, my wife says i'm mad", 50),
]


@pytest.mark.parametrize("text, name", [
    ("evening jo, mairi, angus's wife. he's done his calf", "mairi"),
    ("sam, tomas, lena's son. she's had the op x", "tomas"),
])
def test_a_name_set_off_by_commas_introduces_the_writer(text, name):
    forms = [*person_words.relation_forms("wife"), *person_words.relation_forms("son")]
    assert person_words.introduces(forms, text)
    assert person_words.intro_names(forms, text) == [name]


@pytest.mark.parametrize("text", [
    "ok, tom's wife is driving us", "fine, his wife.", "so i said, tom's wife, no way", "rowed 5k, my wife says i'm mad",
])
def test_no_writer_is_introduced(text):
    forms = person_words.relation_forms("wife")
    assert not person_words.introduces(forms, text)
    assert person_words.intro_names(forms, text) == []


@pytest.fixture
def history(store, embedder):
    vectors = embedder.embed([row[3] for row in SAID])
    records = []
    names = {c.client_id: c.display_name for c in ROSTER}
    for (mid, client, sender, text, days), vec in zip(SAID, vectors):
        chat = f"chat-{client}"
        records.append(VectorRecord(f"message:{chat}:{mid}", vec, {
            "trainerId": "coach", "sourceType": "message", "sourceId": mid, "chatId": chat, "clientId": client,
            "senderId": sender, "senderName": names[client] if sender == client else "Coach", "text": text,
            "ts": (START + timedelta(days=days)).timestamp(), "embeddingModel": embedder.model_id}))
    store.upsert("coach", records)
    return SimpleNamespace(store=store, embedder=embedder), [Candidate(r.id, 0.5, 0.9, r.metadata) for r in records]


def _own(history, question: str, client: str | None = None) -> list[str]:
    backends, pool = history
    found = speaker_records.own_records(backends, "coach", question, pool, QueryFilter(client_id=client), ROSTER)
    return [str(m.metadata.get("sourceId")) for m in found]


def test_the_newest_of_every_clients_relative_leads_a_last_words_question(history):
    # Whose wife is not said: each one's last words, Mairi's (newer than Kasia's) first.
    assert _own(history, "what did his wife say most recently")[:2] == ["a3", "p2"]
    assert _own(history, "what did his wife say last")[:2] == ["a3", "p2"]


def test_the_oldest_leads_a_first_words_question(history):
    assert _own(history, "what did his wife say first")[:2] == ["a1", "p1"]


def test_a_client_in_focus_keeps_their_own_relative(history):
    assert _own(history, "what did his wife say most recently", client="piotr")[0] == "p2"


def test_without_an_order_several_clients_relatives_answer_nothing_here(history):
    assert _own(history, "what did his wife say") == []  # whose wife: left to the ranking, as before
