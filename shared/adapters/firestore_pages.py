"""Reading a Firestore query in pages, with a cursor instead of one unbounded read."""

from __future__ import annotations

from typing import Any, Iterator


def pages(query: Any, size: int) -> Iterator[list[Any]]:
    """`query`'s documents, `size` at a time, each page resuming after the last one seen.

    `query` must be ordered (by `__name__` or a field) so the cursor is
    well-defined. Empty pages are never yielded.
    """
    last = None
    while True:
        page_query = query.limit(size) if last is None else query.start_after(last).limit(size)
        page = list(page_query.stream())
        if page:
            yield page
        if len(page) < size:
            return
        last = page[-1]
