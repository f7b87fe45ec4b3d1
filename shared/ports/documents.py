"""The document store's (Firestore's) ports: `DocumentReader`, and `DocumentStore` beside it.

`DocumentReader`: the reads a derived source kind needs. A derived kind
(shared/domain/sources/registry.py, sync "derived") computes a record from
several documents: a week of readings, a goal and the latest reading, a day's
lab results. Its module lives in the domain and reads through this port.

The chat's and semanticSearch's own reads (the roster, ownership, the conversation, the profile,
the plan) go through `get` and `find` too (shared/usecases/tenancy.py, profiles.py, chat/).

`DocumentStore`: those reads, a new document's id, plus the two mechanics the use cases need around
the queries and batches they build with the store's client: reading a query in
pages behind a cursor, and conditional writes run again on a fresh read when
another writer got there first. The use cases take it from
`Backends.documents`; shared/adapters/firestore_documents.py implements both
ports (tests/contract/test_documents_contract.py, on the Firestore emulator).
"""

from __future__ import annotations

from typing import Any, Callable, Iterator, Literal, Protocol, Sequence, TypeVar

Operator = Literal["==", "<", "<=", ">", ">=", "array_contains"]
# (field, operator, value): the query keeps documents matching every filter ("array_contains": the
# field is a list holding the value, as a chat's participants hold a client).
Filter = tuple[str, Operator, Any]
T = TypeVar("T")


class DocumentReader(Protocol):
    def get(self, collection: str, doc_id: str) -> dict[str, Any] | None:
        """The document's data; None when it does not exist. `collection` may be a subcollection's
        path ("aiConversations/<id>/turns"), here and in `find`."""
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


class DocumentStore(DocumentReader, Protocol):
    # The store's own client: what a use case builds its queries (`pages`' `query`) and batches with.
    # A function that pages or writes conditionally takes the port alone and reads the client here.
    db: Any

    def new_id(self, collection: str) -> str:
        """A fresh document id for `collection`, as the store makes them; nothing is written."""
        ...

    def pages(self, query: Any, size: int) -> Iterator[list[Any]]:
        """`query`'s documents, `size` at a time, each page resuming after the last one seen.

        `query` is built with the store's own client and must be ordered (by
        document id or a field) so the cursor is well-defined. Empty pages are
        never yielded.
        """
        ...

    def lost(self) -> tuple[type[Exception], ...]:
        """What a conditional write raises when another writer changed its document first."""
        ...

    def in_rounds(self, attempt: Callable[[], T], rounds: int, pause_s: tuple[float, float], what: str) -> T:
        """`attempt()` (a read, a decision, a conditional write) until one round does not lose its
        condition, after a random pause in `pause_s` between rounds; after `rounds` lost rounds it
        raises an error the callables answer UNAVAILABLE (`what` names the contended documents)."""
        ...
