"""semanticSearch leads with the records a question asks for by what they are, in the one step chatWithAI
takes too (h-search34: shared/usecases/asked_records.py, search.asked_lead). Before it, the search ranked
the question's words alone and "what did i promise ellie at the start" had the trainer's opening plan
nowhere in its results, while the chat answered with it. A small hand-written history."""

from __future__ import annotations

from datetime import datetime, timezone
from types import SimpleNamespace

import pytest

from shared.domain.answerability import Decision
from shared.kernel.deadline import Deadline
from shared.ports.vectorstore import QueryFilter, VectorRecord
from shared.usecases import asked_records, search
from shared.usecases.tenancy import ClientRef

SAID = [  # (id, sender, name, text, days after the first)
    ("e1", "ellie", "Ellie Kinvig", "hi trevor ellie kinvig 16 race walker. 5k walk pb 25:40", 0),
    ("e2", "coach", "Coach", "Hi Ellie. Technique twice a week, one long walk, and strength and hips with me.", 0),
    ("e3", "ellie", "Ellie Kinvig", "walked the 5k in 25:10 this morning", 40),
    ("e4", "ellie", "Ellie Kinvig", "Trevor it's Sue, Ellie's mum. MRI on her right shin: stress reaction. "
                                    "No walking training for 6 weeks.", 120),
    ("e5", "coach", "Coach", "Lovely, Ellie. Every other day for two weeks, nothing fast till January.", 160),
]
ELLIE = [ClientRef("ellie", "Ellie Kinvig")]
THRESHOLD = 0.7


@pytest.fixture
def ellie(store, embedder):
    first = datetime(2015, 7, 2, 9, tzinfo=timezone.utc).timestamp()
    vectors = embedder.embed([text for _, _, _, text, _ in SAID])
    store.upsert("coach", [VectorRecord(f"message:chat-e:{mid}", vec, {
        "trainerId": "coach", "sourceType": "message", "sourceId": mid, "chatId": "chat-e", "clientId": "ellie",
        "senderId": sender, "senderName": name, "text": text, "ts": first + days * 86400.0,
        "embeddingModel": embedder.model_id}) for (mid, sender, name, text, days), vec in zip(SAID, vectors)])
    return SimpleNamespace(store=store, embedder=embedder, settings=SimpleNamespace(relevance_threshold=THRESHOLD))


def _lead(backends, question: str, decision: Decision) -> list:
    return search.asked_lead(backends, "coach", question, question, [], QueryFilter(client_id="ellie"), None,
                             ELLIE, decision, Deadline.start(60.0))


def test_the_trainers_first_words_lead_the_search_for_a_promise_at_the_start(ellie):
    refused = Decision(answerable=False, reason="topic_absent", absent_topic="start")
    lead = _lead(ellie, "what did i promise ellie at the start", refused)
    assert [c.metadata["sourceId"] for c in lead] == ["e2"]
    assert lead[0].relevance >= THRESHOLD  # kept by the search's threshold, as the chat quotes it


def test_a_relatives_words_lead_the_search(ellie):
    lead = _lead(ellie, "what did her mum say", Decision(answerable=True, reason="relevant"))
    assert [c.metadata["sourceId"] for c in lead][:1] == ["e4"]


def test_a_word_never_said_keeps_its_refusal(ellie):
    refused = Decision(answerable=False, reason="topic_absent", absent_topic="javelin")
    assert _lead(ellie, "what did her mum say about the javelin", refused) == []


def test_other_questions_lead_with_nothing(ellie):
    assert _lead(ellie, "how is ellie's shin", Decision(answerable=True, reason="relevant")) == []


@pytest.mark.parametrize("absent,query,question,kept", [
    ("texted", "has her boyfriend texted me", "has her boyfriend texted me", True),  # the verb of saying
    ("start", "what did i tell bex at the start", "what did i tell bex at the start", True),  # a beginning
    ("allowed", "what's ellie not allowed to do", "what's ellie not allowed to do", True),  # permission
    ("javelin", "what did her mum say about the javelin", "what did her mum say about the javelin", False),
    ("", "what did her mum say", "what did her mum say", True),
])
def test_which_absent_words_still_read_the_records_asked_for(absent, query, question, kept):
    assert asked_records.kept_by_absent(absent, query, question) is kept
