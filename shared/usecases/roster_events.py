"""The records read for an injury asked across the roster ("who broke a bone", "who tore a calf",
"anyone else break something apart from ange"): one keyword lookup of the event's words over the
clients searched, read by shared/domain/roster_events.py, which says whether any of them holds the event
(`unheld`), and which records hold it, one per client, to lead the answer (`holders`: the chat's
_decided_answer).

Called by search.decide after the word-level rules, for a question the rest of the decision let
through; "" there means nothing to add. The ranking's candidates are not enough: ranked by the whole
question, they are the records nearest in meaning, which for an injury are those that rule it out
("x-ray no fracture!!") or say the part without it. The lookup keeps to the request's budget (the current
deadline, which search.decide runs under).
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Sequence

from shared.domain import roster_events
from shared.domain.retrieval import Candidate
from shared.kernel.deadline import before_read
from shared.ports.vectorstore import QueryFilter
from shared.usecases import intent
from shared.usecases.backends import Backends

# "who's got a broken thumb", "who'd had covid": "who" with its verb run on, which intent.asks_across
# reads as one word of its own.
_WHO_CONTRACTED = re.compile(r"\bwho(?:['\u2019](?:s|d|ve|re|ll)|s)\b", re.IGNORECASE)


def asks_across(query: str) -> bool:
    """The question asks across the roster (intent.asks_across), "who's" read as "who" for an injury
    ("who's got a replaced knee"). Not yet for a symptom or an illness ("who's diabetic"): those were not
    measured with it (docs/ANSWERS.md, h-who28)."""
    if intent.asks_across(query):
        return True
    event = roster_events.asked_event(query)
    return event is not None and not event.symptom and bool(_WHO_CONTRACTED.search(query))


# Records of the event's lookup read: every client of a roster who had the event says it in a few
# records at most, and the lookup ranks the records saying its words most often first.
EVENT_READ = 40


def unheld(backends: Backends, trainer_id: str, query: str, candidates: Sequence[Candidate],
           query_filter: QueryFilter, scope: QueryFilter) -> str:
    """The injury `query` asks across the roster, as the question words it ("broke a bone"), when no
    record of the clients searched (`scope`: the whole roster but the clients set aside, whatever the
    request's dates and kinds) holds it (roster_events.holds_event); for a question of the client in
    focus, the injury it takes as having happened that none of their records holds (`_unheld_of_client`);
    "" for a question of one chat, one asking nothing across the roster (`asks_across`), or of no injury."""
    if query_filter.chat_id is None and query_filter.client_id is not None:
        return _unheld_of_client(backends, trainer_id, query, candidates, scope)
    if query_filter.client_id is not None or query_filter.chat_id is not None or not asks_across(query):
        return ""
    words = roster_events.lookup_text(query)
    if not words:
        return ""
    before_read("the records of the injury asked")
    found = backends.store.keyword_query(trainer_id, words, EVENT_READ, scope)
    return roster_events.unheld_event(query, [*(m.metadata for m in found), *(c.metadata for c in candidates)],
                                      across=True)


def _unheld_of_client(backends: Backends, trainer_id: str, query: str, candidates: Sequence[Candidate],
                      scope: QueryFilter) -> str:
    """The injury a question of the client in focus takes as having happened ("how long ago did kieran
    break his collarbone": roster_events.presupposed_injury) when none of the client's records (`scope`)
    holds it (roster_events.unheld_of_client); "" otherwise. One lookup of the event's words."""
    if roster_events.presupposed_injury(query) is not None:
        decide = roster_events.unheld_of_client
    elif roster_events.asked_injury_of_part(query) is not None:
        # A yes-or-no question of an injury of a part ("did gurdip break her hip"): refused when no record
        # of the client's says it of that part, nor rules the event out (roster_events.untold_of_part).
        decide = roster_events.untold_of_part
    else:
        return ""
    before_read("the records of the injury asked")
    found = backends.store.keyword_query(trainer_id, roster_events.lookup_text(query), EVENT_READ, scope)
    return decide(query, [*(m.metadata for m in found), *(c.metadata for c in candidates)])


def holders(backends: Backends, trainer_id: str, query: str, candidates: Sequence[Candidate],
            searched: QueryFilter, threshold: float) -> list[Candidate]:
    """The records that hold the injury (not a symptom nor an illness) `query` asks across the roster
    (roster_events.holding), one per client, within what the answer searched (`searched`: its period, kinds and clients set aside): the
    ranking's first, in its order, then the lookup's, each at the relevance threshold at least so the
    answer quotes it. [] for a question of one client or of no injury, or none found.

    "who's got a replaced knee", "who dislocated a shoulder": ranked by the whole question, the answer's
    records were the session notes nearest it (other clients' knees), and the one client whose profile
    and notes say the operation was not quoted."""
    if searched.client_id is not None or searched.chat_id is not None or not asks_across(query):
        return []
    # An injury only: a symptom or an illness is held by any of its names ("hypos" in a profile), a looser
    # reading that led blind22-688 "who went hypo on a run" with records that never say the run.
    event = roster_events.asked_event(query)
    if event is None or event.symptom:
        return []
    words = roster_events.lookup_text(query)
    before_read("the records of the injury asked")
    found = [*candidates, *(Candidate(m.id, m.score, threshold, m.metadata)
                            for m in backends.store.keyword_query(trainer_id, words, EVENT_READ, searched))]
    by_id: dict[str, Candidate] = {}
    for c in found:
        by_id.setdefault(c.id, c)
    held = roster_events.holding(query, list(by_id.values()), lambda c: c.metadata)
    return [replace(c, relevance=max(c.relevance, threshold)) for c in held]
