""""what did i tell ellie about the javelin at the start": the trainer's first message in the client's chat saying
the thing (shared/usecases/speaker_records.py `first_told`, `_first_told_of`), read by both chatWithAI and
semanticSearch (shared/usecases/asked_records.py). Before, the question matched neither the first-words reading
(which took no thing) nor the told-about reading's check kindly: its thing was "the javelin at the start", and
"start" is in no record, so the question was refused. A small hand-written history."""

from __future__ import annotations

from datetime import datetime, timezone
from types import SimpleNamespace

import pytest

from shared.domain.answerability import Decision
from shared.kernel.deadline import Deadline
from shared.ports.vectorstore import QueryFilter, VectorRecord
from shared.usecases import search
from shared.usecases.tenancy import ClientRef

SAID = [  # (id, sender, name, text, days after the first)
    ("e1", "ellie", "Ellie Kinvig", "hi trevor ellie kinvig 16 race walker. 5k walk pb 25:40", 0),
    ("e2", "coach", "Coach", "Hi Ellie. Technique twice a week, one long walk, and strength and hips with me.", 0.01),
    ("e3", "ellie", "Ellie Kinvig", "school want me to try the javelin too", 20),
    ("e4", "coach", "Coach", "Javelin is fine once a week, Ellie, but no throwing the day before a walk.", 21),
    ("e5", "coach", "Coach", "Javelin club moved to Thursdays, see you there.", 90),
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


def _lead(backends, question: str) -> list[str]:
    decision = Decision(answerable=False, reason="topic_absent", absent_topic="start")
    lead = search.asked_lead(backends, "coach", question, question, [], QueryFilter(client_id="ellie"), None,
                             ELLIE, decision, Deadline.start(60.0))
    return [c.metadata["sourceId"] for c in lead]


def test_the_first_of_the_trainers_words_saying_the_thing_leads(ellie):
    assert _lead(ellie, "what did i tell ellie about the javelin at the start") == ["e4"]


def test_a_thing_the_trainer_never_said_leads_with_the_opening(ellie):
    assert _lead(ellie, "what did i tell ellie about the hurdles at the start") == ["e2"]


def test_no_thing_still_leads_with_the_opening(ellie):
    assert _lead(ellie, "what did i tell ellie at the start") == ["e2"]
