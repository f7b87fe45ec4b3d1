"""Split work into requests that respect a service's count and size limits."""

from __future__ import annotations

from typing import Iterator, Sequence, TypeVar

T = TypeVar("T")


def bounded_batches(items: Sequence[T], sizes: Sequence[int], max_items: int, max_size: int) -> Iterator[list[T]]:
    """Consecutive chunks of at most `max_items` items whose sizes sum to at most `max_size`.

    An item larger than `max_size` on its own still gets a chunk of its own:
    the caller bounds items, this only groups them.
    """
    batch: list[T] = []
    total = 0
    for item, size in zip(items, sizes):
        if batch and (len(batch) == max_items or total + size > max_size):
            yield batch
            batch, total = [], 0
        batch.append(item)
        total += size
    if batch:
        yield batch
