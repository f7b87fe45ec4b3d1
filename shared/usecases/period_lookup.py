"""Does this period hold any record of this client? The one look-up behind the two steps that read a period as
asked because it holds nothing: dates named with their year (shared/usecases/dated_empty.py: "merv's races in
2004") and a point of comparison (shared/usecases/compared_empty.py: "better than last summer").

Why a module of its own: both steps asked the same thing of the store (the records a filter keeps, narrowed to the
period's days) and read its failure the same way (the store unavailable: the period is retrieval's, as before the
steps existed), each in its own lines, with the store request itself living in dated_empty. Here are the two
pieces both use: `holds_any` (one store request, `VectorStore.holds_any`) and `holds_nothing` (the question put
for a period, an unavailable store read as "cannot say").
"""

from __future__ import annotations

import logging
from dataclasses import replace
from typing import Callable

from shared.kernel.deadline import call_with_deadline
from shared.kernel.errors import IndexMisconfigured, SearchUnavailable, VectorStoreError
from shared.ports.vectorstore import QueryFilter
from shared.usecases.backends import Backends

log = logging.getLogger(__name__)


def holds_nothing(searched: QueryFilter, since_ts: float, until_ts: float,
                  holds: Callable[[QueryFilter], bool]) -> bool:
    """True when no record that `searched` keeps is of the days from `since_ts` to `until_ts` (`holds`: whether
    any record the filter keeps exists); False when one is, or when the look-up could not say (SearchUnavailable:
    the period is then left to retrieval, as before)."""
    within = replace(searched, since_ts=since_ts, until_ts=until_ts)
    try:
        return not holds(within)
    except SearchUnavailable:
        return False


def in_store(backends: Backends, trainer_id: str) -> Callable[[QueryFilter], bool]:
    """`holds_any` of the trainer's store, as the `holds` that `holds_nothing` takes."""
    return lambda within: holds_any(backends, trainer_id, within)


def holds_any(backends: Backends, trainer_id: str, within: QueryFilter) -> bool:
    """Whether the ranked search would find any record under `within`: one store request
    (`VectorStore.holds_any`), not a search of one result (seven requests and the query embedded again).

    Scoped to the embedder's model as retrieval scopes every list it reads (shared/domain/retrieval.py
    `retrieve`): a record of another model is not one the search could find. Under the search budget, as
    `search.search_candidates`; a failure or running out of time is SearchUnavailable (the period is then
    retrieval's), except an index that cannot serve this embedder, which is not an outage. The log event keeps
    the name it had when the dates were its only caller."""
    store, model = backends.store, backends.embedder.model_id
    try:
        return call_with_deadline(lambda: store.holds_any(trainer_id, replace(within, embedding_model=model)),
                                  backends.settings.search_timeout_s)
    except IndexMisconfigured:
        raise
    except (TimeoutError, VectorStoreError, OSError) as exc:
        log.warning("dated_lookup_unavailable", extra={"json_fields": {"errorClass": type(exc).__name__}})
        raise SearchUnavailable() from exc
