"""The records read for an operation asked as a thing's of the client in focus ("brian's hernia op"): one
keyword lookup of the thing's word over the client's records, read by shared/domain/operations_had.py,
which says whether any of them says an operation beside the thing (`unheld_operation`).

Called by the never-said registry (shared/usecases/never_said.py). The ranking's candidates are not
enough: ranked by the whole question they are the records nearest in meaning, which for an operation
never had are those that deny the thing ("no hernia") or name another operation ("since the op").
The lookup keeps to the request's budget (the current deadline, which search.decide runs under).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from shared.domain import operations_had
from shared.domain.retrieval import Candidate
from shared.kernel.deadline import before_read
from shared.ports.vectorstore import QueryFilter
from shared.usecases.backends import Backends

# Records of the lookup read: a client's operation is said in a few records at most.
THING_READ = 40


def unheld(backends: Backends, trainer_id: str, query: str, candidates: Sequence[Candidate],
           query_filter: QueryFilter, scope: QueryFilter, is_name: Callable[[str], bool]) -> str:
    """The operation a question of the client in focus asks as a thing's ("brian's hernia op"), named for
    the refusal, when none of the client's records (`scope`, every date and kind) says an operation beside
    the thing; "" for a question of no client, a yes-or-no question, or one naming no thing."""
    if query_filter.client_id is None or query_filter.chat_id is not None:
        return ""
    # A removal asked as had, yes or no ("did shannon have her thyroid out"): read over the thing's records too.
    removal = operations_had.asked_removal(query, is_name)
    if removal:
        before_read("the records of the operation asked")
        found = backends.store.keyword_query(trainer_id, removal, THING_READ, scope)
        return operations_had.unheld_removal(query, [*(m.metadata for m in found), *(c.metadata for c in candidates)],
                                             is_name)
    if operations_had.asks_yes_no(query):
        return ""
    words = operations_had.lookup_text(query, is_name)
    if not words:
        return ""
    before_read("the records of the operation asked")
    found = backends.store.keyword_query(trainer_id, words, THING_READ, scope)
    return operations_had.unheld_operation(query, [*(m.metadata for m in found), *(c.metadata for c in candidates)],
                                           is_name)
