"""What accompanies the records an answer chose: one step for chatWithAI and semanticSearch.

Both callables choose an answer's records their own way (the chat its first MAX_SOURCES over the
threshold, the search every one, each with their runners-up; or a period's records,
period.topic_in_period), then offer them with the same things, in the same order, here:

1. what follows them (follow_ons.what_follows: replies, later updates, own group turns, a
   message's second turn, an event's result);
2. the record "still", "these days", "how often" asks for, in front (shared/domain/leading.py);
3. what follows kept to the request's filter and to turns that say something (follow_ons.offered);
4. a metric's weekly summaries: its newest weeks, or its first when asked (metric_weeks.with_weeks);
5. the client's profile, when it holds the field asked, in front of them all (`with_profile`).

What differs is a parameter, not a second loop: how many of the chosen records have their reply
read and how many records may be offered (`read`, `room`: the chat reads every source's, the
search its first few results'), and how the records are scored (`as_results`): the chat keeps each
record's own relevance (its confidence reads it), the search scores a record offered for a result
as that result (a result stands on its own, and `score >= threshold` keeps what the chat quotes).
"""

from __future__ import annotations

import logging
from typing import Callable

from shared.domain import leading, threads
from shared.domain.retrieval import Candidate, dedupe
from shared.kernel.deadline import Deadline, DeadlineExceeded, run_within
from shared.ports.vectorstore import QueryFilter
from shared.usecases import follow_ons, metric_weeks
from shared.usecases.backends import Backends

log = logging.getLogger(__name__)


def followed(
    backends: Backends, trainer_id: str, query: str, question: str, chosen: list[Candidate],
    pool: list[Candidate], searched: QueryFilter, threshold: float, budget: Deadline,
    rank: Callable[[QueryFilter, int], list[Candidate]], *, read: int, room: int, as_results: bool,
) -> list[Candidate]:
    """`chosen` (the answer's records, best first) with what accompanies them (steps 1-4 above).

    `pool`: the ranking they came from (a reply among it is not read again; the record that leads
    may come from it); `searched`: the request's filter (what follows stays within it); `rank`: the
    caller's search, deduplicated, of `query` under a filter for so many records (the metric's
    weeks); `read`: how many of the first `chosen` have their reply read from the store; `room`: how
    many records, replies included, `threads.with_replies` may fill. Best effort within `budget`:
    a failed or late look-up adds nothing; past the budget, the replies `pool` holds.
    Nothing chosen, nothing offered."""
    if not chosen:
        return chosen
    try:
        out = run_within(budget, lambda: follow_ons.what_follows(
            backends, trainer_id, query, chosen, pool, searched, read=read, room=room, answered=not as_results))
    except (DeadlineExceeded, TimeoutError) as exc:
        log.info("follow_ons_skipped", extra={"json_fields": {"errorClass": type(exc).__name__}})
        out = threads.with_replies(chosen, pool, room)
    led = leading.lead(out, pool, threshold, question)
    # The record moved to the front (or brought from the pool) is the answer's, wherever it was.
    moved = led[0].id if led and out and led[0].id != out[0].id else None
    chosen_ids = {c.id for c in chosen}
    kept = (scored_as_results(led, moved, chosen, threshold, searched) if as_results else
            [c for c in led if c.id == moved or not follow_ons.added(c, chosen_ids) or follow_ons.offered(c, searched)])
    return metric_weeks.with_weeks(question, kept, searched, lambda scope: run_within(
        budget, lambda: rank(scope, metric_weeks.LOOKED_UP)))


def scored_as_results(
    led: list[Candidate], moved: str | None, chosen: list[Candidate], threshold: float, searched: QueryFilter,
) -> list[Candidate]:
    """semanticSearch's scores for `led` (steps 1-2 done): the record moved to the front scored as the
    best chosen one and at least `threshold` (for this question it is the best); a record offered for
    the result before it (follow_ons.added, within the filter and saying something: follow_ons.offered)
    scored as that result, without the marks of what it was offered for, and dropped when no result
    comes before it; a chosen record as it was. One result per record and per text in a chat
    (`dedupe`): a search result stands on its own, and the scores stay in order."""
    chosen_ids = {c.id for c in chosen}
    result: list[Candidate] = []
    for c in led:
        if c.id == moved:
            result.append(as_result(c, max(c.relevance, threshold, *(k.relevance for k in chosen))))
        elif not follow_ons.added(c, chosen_ids):
            result.append(c)
        elif result and follow_ons.offered(c, searched):
            result.append(as_result(c, result[-1].relevance))
    return dedupe(result)


def as_result(c: Candidate, relevance: float) -> Candidate:
    """`c` scored `relevance`, without the marks of what it was offered for (`reply`, `followOn`)."""
    meta = {k: v for k, v in c.metadata.items() if k not in ("reply", "followOn")}
    return Candidate(c.id, c.cosine, relevance, meta, c.features)


def with_profile(profile: Candidate | None, records: list[Candidate], threshold: float, *,
                 as_results: bool) -> list[Candidate]:
    """Step 5: the client's profile record (profiles.asked_profile: it holds the field asked) in front
    of the answer's records (`followed`: an answered question's, a period's, or none), and not again
    among them; `records` as they are when there is none. As a search result (`as_results`) it is
    scored at least `threshold` (it answers by what it is: "Taxi driver" shares no word with "job");
    the chat keeps its own relevance, which its confidence reads."""
    if profile is None:
        return records
    return leading.in_front(profile, records, threshold if as_results else profile.relevance)
