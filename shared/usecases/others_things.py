"""Another client's thing asked of the client named (shared/domain/others_things.py reads the question and
the records): one keyword lookup of the pair across the trainer's records, for search.decide."""

from __future__ import annotations

from typing import Any, Callable, Sequence

from shared.domain import others_things
from shared.domain.models import DEFAULT_SOURCE_TYPES
from shared.kernel.deadline import before_read
from shared.ports.vectorstore import QueryFilter
from shared.usecases.backends import Backends

# Records of the pair read across the trainer's clients.
PAIR_READ = 20


def others_thing(backends: Backends, trainer_id: str, query: str, unsaid: Sequence[str], query_filter: QueryFilter) -> str:
    """The pair the question asks of the client in focus ("labral tear") when no record of theirs says its
    qualifier and a record of another client of the trainer says the pair as one thing; the kinds table's
    thing it names by a phrase ("stress fracture") when no record of theirs names it and another client's
    does; a part of the body asked alone ("graham's foot") that every record of theirs naming it names only
    under a word of condition ("see the GP if your foot goes numb": others_things.named_only_if); "" otherwise,
    and for a question with no one client in focus."""
    client = query_filter.client_id
    if client is None:
        return ""
    everyone = QueryFilter(source_types=tuple(DEFAULT_SOURCE_TYPES))
    said = _pair_of_another(backends, trainer_id, client, others_things.telling_pairs(query, unsaid))
    if said:
        return said
    theirs = QueryFilter(client_id=client, group_chats=query_filter.group_chats, source_types=tuple(DEFAULT_SOURCE_TYPES))
    part = others_things.asked_part(query)
    if part and others_things.named_only_if(part, [str(m.metadata.get("text") or "") for m in _read(backends, trainer_id, part, theirs)]):
        return part
    for phrase, members in others_things.asked_phrases(query):
        if any(others_things.names_member(members, m.metadata) for m in _read(backends, trainer_id, phrase, theirs)):
            continue
        if any(_another(m.metadata, client) and others_things.names_member(members, m.metadata)
               for m in _read(backends, trainer_id, phrase, everyone)):
            return phrase
    return ""


def others_whole_thing(backends: Backends, trainer_id: str, query: str, unsaid: Sequence[str],
                       query_filter: QueryFilter) -> str:
    """The pair ("carpal tunnel") when the question has one client in focus, neither word of the pair is
    said in their records (others_things.unsaid_pairs), and a record of another client of the trainer says
    the pair as one thing: the client never had it, another client did; "" otherwise (the registry's
    `others_whole_thing`)."""
    client = query_filter.client_id
    if client is None:
        return ""
    # Neither word is the client's: another client's record saying the two in one clause, in either order,
    # says the thing ("the highland ball display" of "adult class display at the highland ball").
    return _pair_of_another(backends, trainer_id, client, others_things.unsaid_pairs(query, unsaid),
                            others_things.says_pair_together)


def others_pair(backends: Backends, trainer_id: str, query: str, candidates: Sequence[Any],
                query_filter: QueryFilter) -> str:
    """The pair ("new knee", "beach flags") when the question asks of the client in focus a thing of two words
    and nothing else (others_things.thing_pair), no record of theirs says the two words together in a clause
    (either order: others_things.says_pair_together; their lookup and their candidates), none names what the
    kinds table calls the pair ("blood thinner" of a record saying "warfarin": others_things.names_pair_thing), and
    a record of another client of the trainer says the pair as one thing; "" otherwise (the registry's
    `others_pair`). The client may say each word apart (Pauline's "knees" and her "new" shoes; Morwenna's
    beach and the club's flags), so no word is missing and the model answered; the thing as a whole is
    another client's (h-refuse38: blind32-062, -595, -729, blind30-063)."""
    client = query_filter.client_id
    pair = others_things.thing_pair(query)
    if client is None or pair is None:
        return ""
    theirs = QueryFilter(client_id=client, group_chats=query_filter.group_chats, source_types=tuple(DEFAULT_SOURCE_TYPES))
    own = [c for c in candidates if not _another(c.metadata, client)]
    for record in (*own, *_read(backends, trainer_id, " ".join(pair), theirs)):
        if _another(record.metadata, client):
            continue
        if others_things.says_pair_together(pair, record.metadata) or others_things.names_pair_thing(pair, record.metadata):
            return ""
    return _pair_of_another(backends, trainer_id, client, [pair])


def _pair_of_another(backends: Backends, trainer_id: str, client: str, pairs: Sequence[tuple[str, str]],
                     says: Callable[[tuple[str, str], dict], bool] = others_things.says_pair) -> str:
    """The first pair a record of another client of the trainer says as one thing (`says`; one keyword
    lookup per pair, across the trainer's records); "" when none."""
    everyone = QueryFilter(source_types=tuple(DEFAULT_SOURCE_TYPES))
    for pair in pairs:
        found = _read(backends, trainer_id, " ".join(pair), everyone)
        if any(_another(m.metadata, client) and says(pair, m.metadata) for m in found):
            return " ".join(pair)
    return ""


def _another(metadata: dict, client: str) -> bool:
    """A record of another client of the trainer (not the client's, not the trainer's group-chat turn)."""
    return metadata.get("clientId") not in (None, client)


def _read(backends: Backends, trainer_id: str, words: str, scope: QueryFilter) -> list:
    """One keyword lookup, started only while the request's budget lasts."""
    before_read("the request's budget was spent before reading the other clients' records")
    return backends.store.keyword_query(trainer_id, words, PAIR_READ, scope)
