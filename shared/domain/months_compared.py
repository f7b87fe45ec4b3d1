"""Two months set against each other ("frank sit to stand march vs sept"): each month's own record leads.

timeframe.extract reads no period of such a question (the answer needs both months) and drops the months'
words, so the ranking orders the client's records of the thing by their words alone: the messages that say
it most ("sit to stand 10 today!!" in July, "sit to stand 6 in 30 secs" in March) came first and the
September note, the one record of the second month, was not quoted (blind21 dev: three questions of the
shape cited but missed). The chat offers, in front of the records it chose, the most relevant record of the
pool dated in each month compared (timeframe.months_compared), when one reaches the runners-up' floor
(runners_up.LATEST_FRACTION of the threshold): the two values the question compares, then the rest.
"""

from __future__ import annotations

from datetime import datetime
from typing import Sequence

from shared.domain.record_time import written_at
from shared.domain.retrieval import Candidate


def _dated_in(c: Candidate, since: datetime, until: datetime) -> bool:
    ts = written_at(c.metadata)
    return ts is not None and since.timestamp() <= ts < until.timestamp()


def leading(months: Sequence[tuple[datetime, datetime]], chosen: list[Candidate], pool: Sequence[Candidate],
            floor: float) -> list[Candidate]:
    """`chosen` with, in front, the most relevant record of `pool` (relevance >= `floor`) dated in each of
    the `months` compared, in the question's order, each once; `chosen` unchanged when no month is
    compared. A month with no such record adds nothing (the rest still answers for it)."""
    if not months:
        return chosen
    ranked = sorted(pool, key=lambda c: -c.relevance)
    front: list[Candidate] = []
    for since, until in months:
        best = next((c for c in ranked if c.relevance >= floor and _dated_in(c, since, until)), None)
        if best is not None and all(best.id != c.id for c in front):
            front.append(best)
    if not front:
        return chosen
    taken = {c.id for c in front}
    return [*front, *(c for c in chosen if c.id not in taken)]
