"""The record a question names by its ordinal ("in my first note", "her last check-in"), for
chatWithAI and semanticSearch alike (shared/domain/ordinal.py says which and when it answers).

The question's ranked candidates of the kind usually hold every record of it for the client (a
client has a few notes); one more look-up, before the earliest (after the newest) of them, makes
sure none was ranked out. Best effort: a failed or late look-up keeps the candidates' own.
"""

from __future__ import annotations

import logging
from dataclasses import replace
from typing import Callable

from shared.domain import ordinal
from shared.domain.record_time import written_or
from shared.domain.retrieval import Candidate
from shared.kernel.deadline import DeadlineExceeded
from shared.kernel.errors import SearchUnavailable
from shared.ports.vectorstore import QueryFilter

log = logging.getLogger(__name__)

LOOKED_UP = 10


def named_record(question: str, kind: str | None, candidates: list[Candidate], searched: QueryFilter,
                 lookup: Callable[[QueryFilter], list[Candidate]]) -> Candidate | None:
    """The record of `kind` the question names by its ordinal, in `searched`'s scope (one client, that
    kind only); None when it names none, the search is not kept to one client's records of that kind,
    or there is no such record."""
    which = ordinal.asked_ordinal(question)
    if which is None or kind not in ordinal.KINDS or searched.client_id is None or searched.source_types != (kind,):
        return None
    best = ordinal.pick(candidates, kind, which)
    if best is not None:
        ts = written_or(best.metadata, 0.0)  # ordinal.pick takes dated records only
        beyond = (replace(searched, until_ts=ts if searched.until_ts is None else min(ts, searched.until_ts))
                  if which == ordinal.FIRST else
                  replace(searched, since_ts=ts if searched.since_ts is None else max(ts, searched.since_ts)))
    else:
        beyond = searched
    try:
        more = lookup(beyond)
    except (SearchUnavailable, DeadlineExceeded, TimeoutError) as exc:
        log.info("ordinal_lookup_skipped", extra={"json_fields": {"errorClass": type(exc).__name__}})
        more = []
    return ordinal.pick([*([best] if best is not None else []), *more], kind, which)
