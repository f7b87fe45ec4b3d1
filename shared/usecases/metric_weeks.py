"""The weeks of a health metric an answer quotes: the newest (or, asked for, the first) of them.

chatWithAI and semanticSearch both call `with_weeks` on the records they chose, so the search a
trainer runs and the answer the chat gives quote the same week (shared/domain/readings.py says why
and which). One store look-up, only when a weekly metric summary was chosen: the client's summaries
in the question's scope, from the newest chosen week on (up to the oldest, for the first reading), ranked by the
question; the metric's among them are the candidates for the places. Best effort: a failed or late
look-up leaves the chosen records as they were.
"""

from __future__ import annotations

import logging
from dataclasses import replace
from typing import Callable

from shared.domain import readings
from shared.domain.record_time import written_at
from shared.domain.retrieval import Candidate
from shared.kernel.deadline import DeadlineExceeded
from shared.kernel.errors import SearchUnavailable
from shared.ports.vectorstore import QueryFilter

log = logging.getLogger(__name__)

# Records of the look-up: a client has a few metrics, each one week a record, and the look-up
# starts at the chosen weeks, so this holds the metric's weeks since then.
LOOKED_UP = 24


def with_weeks(question: str, relevant: list[Candidate], searched: QueryFilter,
               lookup: Callable[[QueryFilter], list[Candidate]]) -> list[Candidate]:
    """`relevant` with its weekly summaries of the quoted metric replaced by the metric's newest weeks
    in `searched`'s scope (the earliest for a question asking for the first reading). `lookup` ranks
    the question's records under a filter (the caller's search, LOOKED_UP of them, in its budget)."""
    key = readings.quoted_metric(relevant)
    if key is None or (searched.source_types and readings.SUMMARY not in searched.source_types):
        return relevant
    earliest = readings.asks_earliest(question)
    stamps = [ts for c in relevant if readings.quoted_metric([c]) == key and (ts := written_at(c.metadata)) is not None]
    since, until = searched.since_ts, searched.until_ts
    if earliest:
        until = min(stamps) if until is None else min(min(stamps), until)
    else:
        since = max(stamps) if since is None else max(max(stamps), since)
    scope = replace(searched, client_id=key[0] or searched.client_id, source_types=(readings.SUMMARY,),
                    since_ts=since, until_ts=until)
    try:
        weeks = lookup(scope)
    except (SearchUnavailable, DeadlineExceeded, TimeoutError) as exc:
        log.info("metric_weeks_skipped", extra={"json_fields": {"errorClass": type(exc).__name__}})
        return relevant
    return readings.with_weeks(relevant, weeks, earliest)
