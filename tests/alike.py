"""Ask chatWithAI's preparation and semanticSearch one question, for the tests that hold the two
callables to one reading (what a question's records are offered with, a period's, the profile's).
Each of those tests wrote the same seeding and the same two calls; the comparison is theirs."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any

from shared.domain.models import SearchRequest
from shared.usecases import indexing, search
from shared.usecases.chat import service
from shared.usecases.chat.models import ChatRequest
from tests.factories import add_client, add_message, chat_id_for


@dataclass(frozen=True)
class Asked:
    prepared: Any        # service.prepare's result: its outcome and prompt
    offered: list[str]   # the records the chat offers the model, in order
    returned: list[str]  # semanticSearch's results, in order


def seed_chat(db: Any, backends: Any, client_id: str, name: str,
              said: list[tuple[str, str, datetime]] | list[tuple[str, str, str, str, datetime]],
              trainer_id: str = "coach") -> None:
    """The client, and each message of (id, text, at) from them, or (id, text, sender name, sender id,
    at), written to the chat and indexed (an index that refused one would make the test vacuous)."""
    add_client(db, trainer_id, client_id, name)
    for row in said:
        mid, text, *sender, at = row
        sender_name, sender_id = sender if sender else (name, client_id)
        add_message(db, client_id, mid, text, sender_name, sender_id=sender_id, at=at)
        assert indexing.sync_message(backends, chat_id_for(client_id), mid).outcome == "indexed"


def ask_both(backends: Any, question: str, now: datetime, trainer_id: str = "coach", limit: int = 10) -> Asked:
    prepared = service.prepare(backends, trainer_id, ChatRequest(message=question), now=now)
    assert prepared.prompt is not None, prepared.outcome
    offered = [str(s.metadata.get("sourceId")) for s in prepared.prompt.sources]
    results = search.semantic_search(backends, trainer_id, SearchRequest(query=question, limit=limit), now=now).results
    return Asked(prepared, offered, [r.messageId for r in results])


def search_finds_only(monkeypatch: Any, kept: set[str]) -> None:
    """The next question's search finds only the records whose sourceId is in `kept` (the history's own
    candidates, made relevant), and the decision says it is answerable: for tests of what a follow-up
    does with the records its search hands it, whatever the embedder would rank."""
    from dataclasses import replace

    from shared.domain.answerability import Decision

    original = search.kind_first

    def only(backends, trainer_id, query, top_k, query_filter, named_type):
        found, searched = original(backends, trainer_id, query, top_k, query_filter, named_type)
        return [replace(c, relevance=0.95) for c in found if c.metadata.get("sourceId") in kept], searched

    monkeypatch.setattr(search, "kind_first", only)
    monkeypatch.setattr(search, "decide", lambda *a, **k: Decision(True, "relevant"))
