"""The `DocumentReader` interface: the reads of the document store (Firestore) a derived source kind needs.

A derived kind (shared/domain/sources/registry.py, sync "derived") computes a
record from several documents: a week of readings, a goal and the latest
reading, a day's lab results. Its module lives in the domain and reads
through this port; shared/adapters/firestore_reader.py implements it.
"""

from __future__ import annotations

from typing import Any, Literal, Protocol, Sequence

Operator = Literal["==", "<", "<=", ">", ">="]
# (field, operator, value): the query keeps documents matching every filter.
Filter = tuple[str, Operator, Any]


class DocumentReader(Protocol):
    def get(self, collection: str, doc_id: str) -> dict[str, Any] | None:
        """The document's data; None when it does not exist."""
        ...

    def find(
        self,
        collection: str,
        where: Sequence[Filter],
        *,
        order_by: str | None = None,
        descending: bool = False,
        limit: int | None = None,
    ) -> list[tuple[str, dict[str, Any]]]:
        """(document id, data) of the documents matching every filter, ordered by `order_by` if given."""
        ...
