"""A client's history includes the group chats they are in (issue 14, class D): what the trainer
wrote there ("Final tally: Ana 142 km") is reached by a search or a chat about that client, on
either store; another member's turns, another trainer's group and a group the client is not in
are not."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest

from shared.domain.models import SearchRequest
from shared.usecases import indexing
from shared.usecases.backends import Backends
from shared.usecases.chat import service
from shared.usecases.chat.models import ChatRequest
from shared.usecases.search import semantic_search
from shared.usecases.tenancy import client_group_chats
from tests.factories import add_client, add_message, chat_id_for

NOW = datetime(2026, 3, 10, 9, tzinfo=timezone.utc)


def group_message(db, chat_id: str, message_id: str, sender_id: str, sender_name: str, text: str, days: int) -> None:
    db.collection("chats").document(chat_id).collection("messages").document(message_id).set(
        {"senderId": sender_id, "senderName": sender_name, "text": text, "createdAt": NOW - timedelta(days=days)})


def group_chat(db, chat_id: str, trainer: str, members: list[str]) -> None:
    db.collection("chats").document(chat_id).set(
        {"trainerId": trainer, "participantIds": [trainer, *members], "isGroupChat": True})


@pytest.fixture
def rowing_squad(db, backends):
    """Coach's clients Ana and Ben in a rowing group chat; Cleo in a yoga group; another trainer's group."""
    for client, name in (("ana", "Ana Lindqvist"), ("ben", "Ben Okafor"), ("cleo", "Cleo Marsh")):
        add_client(db, "coach", client, name)
    add_client(db, "coach-2", "dora", "Dora Quist")
    add_message(db, "ana", "a1", "can we move thursday to 7am?", "Ana Lindqvist", at=NOW - timedelta(days=30))
    add_message(db, "ana", "a2", "new running shoes arrived, love them", "Ana Lindqvist", at=NOW - timedelta(days=20))
    group_chat(db, "g-rowing", "coach", ["ana", "ben"])
    group_chat(db, "g-yoga", "coach", ["cleo"])
    group_chat(db, "g-other", "coach-2", ["dora", "ana"])  # another trainer's group: never in coach's scope
    sent = [
        ("g-rowing", "r1", "coach", "Coach", "February rowing challenge: 100 km each on the rower by the 28th", 40),
        ("g-rowing", "r2", "ben", "Ben Okafor", "my shoulder is sore after the rower sessions", 15),
        ("g-rowing", "r3", "coach", "Coach", "Final tally of the rowing challenge: Ana 142 km, Ben 104 km", 10),
        ("g-yoga", "y1", "coach", "Coach", "Yoga challenge tally: Cleo did 30 classes", 9),
        ("g-other", "o1", "coach-2", "Coach Two", "Rowing challenge tally: Dora 200 km, Ana 190 km", 8),
    ]
    for chat, mid, sender, name, text, days in sent:
        group_message(db, chat, mid, sender, name, text, days)
        assert indexing.sync_message(backends, chat, mid).outcome == "indexed"
    for mid in ("a1", "a2"):
        assert indexing.sync_message(backends, chat_id_for("ana"), mid).outcome == "indexed"


@pytest.mark.emulator
def test_the_group_chats_of_a_client_are_those_listing_them(db, rowing_squad):
    documents = Backends(db_override=db).documents
    assert client_group_chats(documents, "coach", "ana") == ("g-rowing",)
    assert client_group_chats(documents, "coach", "cleo") == ("g-yoga",)
    assert client_group_chats(documents, "coach-2", "ana") == ("g-other",)


@pytest.mark.emulator
def test_a_search_for_a_client_reaches_the_trainers_messages_in_their_group_chat(db, backends, rowing_squad):
    results = semantic_search(backends, "coach", SearchRequest(query="how many km in the rowing challenge",
                                                                  clientId="ana", limit=10)).results
    ids = [r.messageId for r in results]
    assert "r3" in ids
    # Not another member's turn, another group of the trainer's, or another trainer's group.
    assert not {"r2", "y1", "o1"} & set(ids)


@pytest.mark.emulator
def test_a_chat_about_a_client_answers_from_the_trainers_message_in_their_group_chat(db, backends, rowing_squad):
    reply = service.answer(backends, "coach", ChatRequest(message="how many km did ana do in the rowing challenge?"),
                           now=NOW)
    assert reply.hasContext is True
    cited = {s.messageId for s in reply.sources}
    assert "r3" in cited
    assert not {"r2", "y1", "o1"} & cited
