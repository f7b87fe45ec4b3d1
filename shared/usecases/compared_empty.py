"""A point of comparison whose days hold no record: "is bramble jumping better than last summer" of a history
that begins in January, "is hughie sleeping better than before christmas", "is his score better than last year".

Why: timeframe.extract reads no period of a point of comparison (the answer needs both times), so the whole
history's records of the thing were quoted, as if they compared it with a time of which nothing is recorded
(blind48 dev: five false answers of the one-end comparisons). Read here as the period asked when the client's
records (the roster's when no client is asked) hold nothing of its days, the question is said to find nothing
then (and where else the topic came up), as "in 2003" or "last summer" asked alone is: the comparison has one end
only. Where the compared days hold a record of the client, nothing changes: both times are searched as before.
The same step as shared/usecases/dated_empty.py, for the phrase after "than"; both ask the store through
shared/usecases/period_lookup.py.
"""

from __future__ import annotations

from typing import Callable

from shared.domain.timeframe import Timeframe
from shared.ports.vectorstore import QueryFilter
from shared.usecases import period_lookup
from shared.usecases.backends import Backends


def empty_point(point: Timeframe | None, searched: QueryFilter,
                holds: Callable[[QueryFilter], bool]) -> Timeframe | None:
    """`point` (shared/domain/compared_point.py) when no record that `searched` keeps is of its days (`holds`:
    whether the search finds any record the filter keeps); None otherwise (no point, a record of its days, or the
    search unavailable: both times are searched as before). chatWithAI and semanticSearch read it alike."""
    if point is None:
        return None
    return point if period_lookup.holds_nothing(searched, point.since.timestamp(), point.until.timestamp(),
                                                holds) else None


def empty_point_of(backends: Backends, trainer_id: str, point: Timeframe | None,
                   searched: QueryFilter) -> Timeframe | None:
    """`empty_point` asked of the trainer's store with the one-request look-up the dates use too
    (shared/usecases/period_lookup.py): what chatWithAI and semanticSearch both call."""
    return empty_point(point, searched, period_lookup.in_store(backends, trainer_id))
