"""A store stand-in whose keyword search returns one record per client given, in order: what the
writer lookup (`search.writer_client`) reads to find whose history names a person."""

from __future__ import annotations

from types import SimpleNamespace


class KeywordStore:
    supports_keyword_search = True

    def __init__(self, clients: list[str]) -> None:
        self.clients = clients
        self.asked: list[str] = []

    def keyword_query(self, trainer_id, text, top_k, query_filter=None):
        self.asked.append(text)
        return [SimpleNamespace(id=f"m{i}", score=1.0, metadata={"clientId": c}) for i, c in enumerate(self.clients)]
