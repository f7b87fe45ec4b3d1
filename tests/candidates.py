"""Search hits and records, as the answer checks' unit tests hand them over.

The checks of shared/domain/answerability (word_evidence, asked values and attributes, sides,
sameness) read a candidate's `id`, `relevance` and `metadata`, nothing else, so the tests build
plain namespaces rather than whole search results. A dozen test files each wrote the same builder;
these are the shapes they share. A file whose records mean something else (a sender id only inside
a chat, a client id, a source type, a vector store's record) keeps its own builder.
"""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any, Callable


def candidate(text: str, relevance: float = 0.9, *, id: str | None = None, chat: str | None = None,
              ts: float | None = None, **metadata: Any) -> SimpleNamespace:
    """A hit whose metadata is its text and the fields given; `chatId` and `ts` only with a chat (a
    record outside a chat has neither). Its id is the text's first 12 characters unless given."""
    fields: dict[str, Any] = {"text": text, **metadata}
    if chat is not None:
        fields.update(chatId=chat, ts=ts)
    return SimpleNamespace(id=text[:12] if id is None else id, relevance=relevance, metadata=fields)


def client_message(n: int, text: str, relevance: float = 0.8) -> SimpleNamespace:
    """Hit `r<n>`: a message the client (sender `client-1`) wrote."""
    return candidate(text, relevance, id=f"r{n}", senderId="client-1")


def said_by(name: str, *, sender_id: bool = False) -> Callable[..., SimpleNamespace]:
    """A builder of hits written by `name` (the test's client) unless `sender=` names another:
    `record(text, relevance=0.9, chat=None, ts=None, sender=name)`. Each carries the sender's name;
    with `sender_id`, also a sender id (the name in lower case), which tells speakers apart."""

    def record(text: str, relevance: float = 0.9, chat: str | None = None, ts: float | None = None,
               sender: str = name) -> SimpleNamespace:
        ids = {"senderId": sender.lower()} if sender_id else {}
        return candidate(text, relevance, chat=chat, ts=ts, senderName=sender, **ids)

    return record


def client_record(text: str) -> dict[str, str]:
    """A record's metadata as the word-meaning checks (abbreviations, kinds, sameness) read it: its
    text, sent by the client."""
    return {"text": text, "senderName": "Client"}
