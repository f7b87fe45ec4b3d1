"""Another client's thing asked of the client in focus, none of whose words the client's records say:
"tasha's carpal tunnel" (Maureen's), "jack's shin splints" (another client's).

others_things reads a pair whose qualifier alone is unsaid ("labral tear": the client's records say
"tear"); a pair of which the client's records say neither word is no telling pair there, and the model,
reading relevance off the client's nearest records ("ultrasound on the left wrist: de quervain's"),
answered. Here: two adjacent words of the question (as the decision reads them), both among the words the
client's history never says, that a record of another client of the trainer says as one thing
(others_things.says_pair). The client never had it; another client did. One keyword lookup per pair,
across the trainer's records, for search.decide (the registry's `others_whole_thing`).
"""

from __future__ import annotations

import re
from typing import Sequence

from shared.domain import answerability, others_things
from shared.domain.models import DEFAULT_SOURCE_TYPES
from shared.ports.keywords import tokens
from shared.ports.vectorstore import QueryFilter
from shared.usecases.backends import Backends
from shared.usecases.others_things import _another, _read


def unsaid_pairs(query: str, unsaid: Sequence[str]) -> list[tuple[str, str]]:
    """The question's adjacent word pairs, as typed, both of whose words (one stem each) the client's
    records never say (`unsaid`: the decision's missing words)."""
    missing = {s for word in unsaid for s in tokens(word)}
    words = re.findall(r"[^\W_][\w'\u2019]*", answerability.decision_words(query).lower())
    pairs = []
    for first, second in zip(words, words[1:]):
        mod, head = tokens(first), tokens(second)
        if len(mod) == 1 and len(head) == 1 and mod[0] in missing and head[0] in missing:
            pairs.append((first, second))
    return pairs


def others_whole_thing(backends: Backends, trainer_id: str, query: str, unsaid: Sequence[str],
                       query_filter: QueryFilter) -> str:
    """The pair ("carpal tunnel") when the question has one client in focus, neither word of the pair is
    said in their records (`unsaid_pairs`), and a record of another client of the trainer says the pair
    as one thing; "" otherwise."""
    client = query_filter.client_id
    if client is None:
        return ""
    everyone = QueryFilter(source_types=tuple(DEFAULT_SOURCE_TYPES))
    for pair in unsaid_pairs(query, unsaid):
        found = _read(backends, trainer_id, " ".join(pair), everyone)
        if any(_another(m.metadata, client) and others_things.says_pair(pair, m.metadata) for m in found):
            return " ".join(pair)
    return ""
