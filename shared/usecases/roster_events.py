"""The records read for an injury asked across the roster ("who broke a bone", "who tore a calf",
"anyone else break something apart from ange"): one keyword lookup of the event's words over the
clients searched, read by shared/domain/roster_events.py, which says whether any of them holds the event.

Called by search.decide after the word-level rules, for a question the rest of the decision let
through; "" there means nothing to add. The ranking's candidates are not enough: ranked by the whole
question, they are the records nearest in meaning, which for an injury are those that rule it out
("x-ray no fracture!!") or say the part without it. The lookup keeps to the request's budget (the current
deadline, which search.decide runs under).
"""

from __future__ import annotations

from typing import Sequence

from shared.domain import roster_events
from shared.domain.retrieval import Candidate
from shared.kernel.deadline import DeadlineExceeded, current
from shared.ports.vectorstore import QueryFilter
from shared.usecases import intent
from shared.usecases.backends import Backends

# Records of the event's lookup read: every client of a roster who had the event says it in a few
# records at most, and the lookup ranks the records saying its words most often first.
EVENT_READ = 40


def unheld(backends: Backends, trainer_id: str, query: str, candidates: Sequence[Candidate],
           query_filter: QueryFilter, scope: QueryFilter) -> str:
    """The injury `query` asks across the roster, as the question words it ("broke a bone"), when no
    record of the clients searched (`scope`: the whole roster but the clients set aside, whatever the
    request's dates and kinds) holds it (roster_events.holds_event); "" for a question of one client or
    one chat, one asking nothing across the roster (intent.asks_across), or of no injury."""
    if query_filter.client_id is not None or query_filter.chat_id is not None or not intent.asks_across(query):
        return ""
    words = roster_events.lookup_text(query)
    if not words:
        return ""
    deadline = current()
    if deadline is not None and deadline.expired():
        raise DeadlineExceeded("the records of the injury asked")
    found = backends.store.keyword_query(trainer_id, words, EVENT_READ, scope)
    return roster_events.unheld_event(query, [*(m.metadata for m in found), *(c.metadata for c in candidates)],
                                      across=True)
