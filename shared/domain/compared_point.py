"""The period a point of comparison names: "is bramble jumping better than last summer", "is hughie sleeping
better than before christmas", "is his score better than last year".

timeframe.extract reads no period of such a question (the answer needs the records of both times, so nothing
may filter the search) and takes the phrase's words out. That holds when both times are in the history; when
the compared time holds no record of the client (a history that begins after it), the comparison has one end
only, and the whole history's records of the thing were quoted as if they answered it (blind48 dev: five
such false answers). This module reads the phrase; whether its days hold a record is the use case's
(shared/usecases/compared_empty.py). When they do, the answer needs the record of that time beside the newest
ones (`with_compared`).
"""

from __future__ import annotations

import re
from datetime import datetime
from typing import Sequence

from shared.domain import timeframe
from shared.domain.record_time import written_at
from shared.domain.retrieval import Candidate

# The words that make what follows a point of comparison, as timeframe's `_COMPARISON` reads them before a phrase.
_COMPARED_AT = re.compile(r"\b(?:than|compared (?:to|with)|versus|vs\.?)\s+", re.IGNORECASE)


def compared_point(question: str, now: datetime) -> timeframe.Timeframe | None:
    """The period named right after "than" / "compared to" / "versus" ("than last summer": summer of last
    year), as timeframe.extract would read it were it the period asked; None when the question asks a period
    of its own (extract reads one: that period is the question's, the comparison inside it), when no period
    follows those words at once ("more than a stone", "than at castlerock"), or when none is read."""
    if timeframe.extract(question, now)[1] is not None:
        return None
    for compared in _COMPARED_AT.finditer(question):
        tail = question[compared.end():]
        when = timeframe.extract(tail, now)[1]
        if when is not None and tail.lower().startswith(when.phrase.lower()):
            return when
    return None


def with_compared(point: timeframe.Timeframe | None, chosen: list[Candidate], pool: Sequence[Candidate],
                  floor: float) -> list[Candidate]:
    """`chosen` with the most relevant record of `pool` (relevance >= `floor`) dated in `point`'s days right after
    its first record (and what follows that), marked as following it (`followOn: "compared"`): the answer's other end, quoted beside the
    best record and never in place of one (an answerer that quotes its first few records quotes what follows
    each besides). The newest end ranks by the thing's words; the compared time's record often does not ("is
    her shoulder better than in february": February's "can't sleep on it" under June's "signed off"). `chosen`
    unchanged with no point, no first record, or no such record."""
    if point is None or not chosen:
        return chosen
    since, until = point.since.timestamp(), point.until.timestamp()
    ranked = sorted(pool, key=lambda c: -c.relevance)
    best = next((c for c in ranked if c.relevance >= floor
                 and (ts := written_at(c.metadata)) is not None and since <= ts < until), None)
    if best is None or best.id == chosen[0].id:
        return chosen
    compared = Candidate(best.id, best.cosine, best.relevance, {**best.metadata, "followOn": "compared"},
                         dict(best.features))
    rest = [c for c in chosen[1:] if c.id != best.id]
    # After the first record's own reply and follow-ons, which are quoted with it.
    at = next((n for n, c in enumerate(rest) if not (c.metadata.get("reply") or c.metadata.get("followOn"))), len(rest))
    return [chosen[0], *rest[:at], compared, *rest[at:]]
