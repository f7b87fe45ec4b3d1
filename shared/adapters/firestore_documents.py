"""`DocumentStore` (shared/ports/documents.py) on a Firestore client: the reader's `get`/`find`,
a new document's id (the client's own auto-id), paged reads (firestore_pages.py) and conditional writes in rounds (firestore_rounds.py)."""

from __future__ import annotations

from typing import Any, Callable, Iterator, TypeVar

from shared.adapters import firestore_pages, firestore_rounds
from shared.adapters.firestore_reader import FirestoreReader

T = TypeVar("T")


class FirestoreDocuments(FirestoreReader):
    def new_id(self, collection: str) -> str:
        return self.db.collection(collection).document().id

    def pages(self, query: Any, size: int) -> Iterator[list[Any]]:
        return firestore_pages.pages(query, size)

    def lost(self) -> tuple[type[Exception], ...]:
        return firestore_rounds.lost()

    def in_rounds(self, attempt: Callable[[], T], rounds: int, pause_s: tuple[float, float], what: str) -> T:
        return firestore_rounds.in_rounds(attempt, rounds, pause_s, what)
