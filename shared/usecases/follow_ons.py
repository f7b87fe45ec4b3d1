"""What follows the records a search or a chat chose, read from the store in one step for both.

semanticSearch and chatWithAI (accompanied.followed, one step for both) offer each chosen record with what
follows it (`what_follows`, shared/domain/threads.py): the turn that answers it (`read_replies`:
the coach's reply hours later shares no word with the question, so the ranking rarely brings
it), the turn a chosen reply answers (read by the same look-up: `threads.with_answered`), the client's later update of it, and the client's own turn in a group chat a trainer's
message of theirs comes from.

The three look-ups go out at once. The replies decide which chosen records are sources (a chosen
record that answers an earlier one is quoted as its reply, not looked at for an update) and
which records are already quoted (passed over as updates), but the first store requests of the
other two need neither: the sources are guessed from the pool's own replies, and what is already
quoted is applied once the replies are back. On a hosted store that is three rounds of requests
(the replies | the sources' vectors, then the updates' first query | the own turns' query, then
the updates' second query), two when the store remembers the sources' vectors from the search
(Pinecone: its keyword list's head brings them), where the chat made up to six in a row (the
replies; the updates' fetch, query, fetch, query; the own turns' fetch and query). A guess the
store's replies prove wrong (a reply read from the store makes a chosen record a source, or one
a reply) costs the look-ups of the right sources afterwards, never a different answer.
"""

from __future__ import annotations

import concurrent.futures
import logging
from typing import Callable, TypeVar

from shared.domain import threads
from shared.domain.calibration import calibration_for
from shared.domain.record_time import written_at
from shared.domain.retrieval import Candidate, embed_query, is_content_free
from shared.kernel.deadline import submit, wait
from shared.kernel.errors import EmbeddingError, VectorStoreError
from shared.ports.vectorstore import Match, QueryFilter
from shared.usecases.backends import Backends

log = logging.getLogger(__name__)
T = TypeVar("T")

# A look-up that fails (or outlives the request's budget) adds nothing; the others still count.
LOOKUP_ERRORS = (EmbeddingError, VectorStoreError, OSError, TimeoutError)


def what_follows(
    backends: Backends, trainer_id: str, query: str, chosen: list[Candidate], pool: list[Candidate],
    query_filter: QueryFilter, read: int, room: int, answered: bool = True,
) -> list[Candidate]:
    """`chosen` with each record's reply right after it (marked `reply`, threads.with_replies, up to
    `room` records) and the later updates, own group turns and event results of the first sources
    after those (marked `followOn`, threads.with_follow_ons).

    `pool`: the ranking's candidates (a reply among them is not added twice; a follow-on the ranking
    scored keeps that relevance); `read`: how many of the first `chosen` have their reply
    read from the store; `query_filter`: the request's (replies within its client, chat and kinds;
    own turns when it names a client who has `group_chats`); `answered`: whether a chosen reply is followed
    by the turn it answers (threads.with_answered: the chat's sources, not the search's results). Best effort: a look-up that fails or
    outlives the current deadline adds nothing, and the others still count.
    """
    if not chosen:
        return chosen
    store, model = backends.store, backends.embedder.model_id
    client, groups = query_filter.client_id, query_filter.group_chats
    # The sources as the pool's own replies leave them: the store's replies rarely change them.
    guessed = threads.with_replies(chosen, pool, room)
    update_guess = threads.update_sources(guessed)
    turn_guess = threads.own_turn_sources(guessed, groups) if client is not None else []
    replies = submit(read_replies, backends, trainer_id, query, chosen[:read], pool, query_filter)
    later = submit(threads.later_records, store, trainer_id, update_guess, model) if update_guess else None
    turns = submit(threads.own_turn_records, store, trainer_id, turn_guess, client, model) if turn_guess else None
    # The result of an event a source names the day of ("11 oct" → "3:27:51!!!! PB"): independent of the rest.
    outcomes = submit(_outcomes, backends, trainer_id, query, update_guess, {c.id for c in guessed}) if update_guess else None

    with_read = _settled(replies, pool, "replies")
    out = threads.with_replies(chosen, with_read, room)
    # A message sent in two turns: the second, often the answer or a correction, follows the first.
    out = threads.with_follow_ons(out, {source: Match(c.id, c.cosine, c.metadata) for source, c in
                                        threads.continuations(out, with_read, {o.id for o in out}).items()},
                                  with_read, "continuation")
    # A chosen reply with the turn it answers (threads.with_answered: the reply ranked, the answer is in that turn);
    # the chat's only (`answered`): as a search result the turn took a place of the top ten (blind38-591 lost its
    # evidence at the tenth place in h-wrong59's full run).
    if answered:
        out = threads.with_answered(out, with_read)
    # What the replies make of the chosen records: the sources (one the guess missed is looked up
    # now, the two kinds at once), and what is already quoted (never an update).
    update_sources = threads.update_sources(out)
    turn_sources = threads.own_turn_sources(out, groups) if client is not None else []
    late_later = _missed(update_sources, update_guess,
                         lambda picked: threads.later_records(store, trainer_id, picked, model))
    late_turns = _missed(turn_sources, turn_guess,
                         lambda picked: threads.own_turn_records(store, trainer_id, picked, str(client), model))
    later_of = _records(update_sources, later, late_later)
    found = _settled(submit(threads.confirmed_updates, store, trainer_id, later_of, {c.id for c in out}, model),
                     {}, "updates") if later_of else {}
    out = threads.with_follow_ons(out, found, pool, "update")
    turns_of = _records(turn_sources, turns, late_turns)
    out = threads.with_follow_ons(out, threads.chosen_own_turns(turns_of, {c.id for c in out}), pool, "ownTurn")
    quoted = {c.id for c in out}
    results = {source: m for source, m in (_settled(outcomes, {}, "outcomes") if outcomes else {}).items()
               if m.id not in quoted and source in quoted}
    return threads.with_follow_ons(out, results, pool, "outcome")


def added(c: Candidate, chosen_ids: set[str]) -> bool:
    """Whether `c` is in the records `what_follows` returns for what follows a chosen record (a
    reply, an update, an own turn: marked `reply` / `followOn`), or was brought beside them (the
    record that leads: leading.lead), rather than chosen as it came."""
    return c.id not in chosen_ids or bool(c.metadata.get("reply") or c.metadata.get("followOn"))


def offered(c: Candidate, query_filter: QueryFilter) -> bool:
    """Whether a record that follows a chosen one (`added`) is offered with it, by chatWithAI and
    semanticSearch alike: within the request's filter (its period, its kinds, its client) and saying
    something ("ok 👍" is no part of an answer). A reply written after the period asked is not of it."""
    return query_filter.matches(c.metadata) and not is_content_free(str(c.metadata.get("text", "")))


def _outcomes(backends: Backends, trainer_id: str, query: str, picked: list[Candidate], taken: set[str]) -> dict[str, Match]:
    """threads.outcome_records for `picked`, ranked by the question's vector (cached: the search embedded it)."""
    if not any(threads.names_event_day(c) for c in picked):
        return {}
    return threads.outcome_records(backends.store, trainer_id, picked, embed_query(backends.embedder, query), taken,
                                   backends.embedder.model_id)


def _missed(
    picked: list[Candidate], guessed: list[Candidate], look: Callable[[list[Candidate]], dict[str, list[Match]]],
) -> "concurrent.futures.Future[dict[str, list[Match]]] | None":
    """The look-up of the sources `picked` that were not `guessed`, started; None when the guess held them all."""
    guessed_ids = {c.id for c in guessed}
    missing = [c for c in picked if c.id not in guessed_ids]
    return submit(look, missing) if missing else None


def _records(
    picked: list[Candidate], *lookups: "concurrent.futures.Future[dict[str, list[Match]]] | None",
) -> dict[str, list[Match]]:
    """Source id -> its records (`later_records`, `own_turn_records`) for the sources `picked`, in their
    order, from the look-ups started for them (a failed look-up has none)."""
    known: dict[str, list[Match]] = {}
    for lookup in lookups:
        if lookup is not None:
            known.update(_settled(lookup, {}, "follow_ons"))
    return {c.id: known[c.id] for c in picked if c.id in known}


def _settled(future: "concurrent.futures.Future[T]", otherwise: T, what: str) -> T:
    """The look-up's result, or `otherwise` when it failed or outlived the current deadline."""
    try:
        return wait(future)
    except LOOKUP_ERRORS as exc:
        log.info("follow_ons_skipped", extra={"json_fields": {"lookup": what, "errorClass": type(exc).__name__}})
        return otherwise


def read_replies(
    backends: Backends, trainer_id: str, query: str, chosen: list[Candidate], pool: list[Candidate],
    query_filter: QueryFilter,
) -> list[Candidate]:
    """`pool` and the turn after each chosen message in its chat (within threads.REPLY_GAP_S), read
    from the store (`VectorStore.neighbours`: one request) when the pool lacks it.

    A turn read here has only its cosine with the question: its relevance is the dense fit's of
    that cosine. Raises what the store or the embedder raise.
    """
    seeds = [Match(c.id, c.cosine, c.metadata) for c in chosen
             if c.metadata.get("chatId") and written_at(c.metadata) is not None]
    if not seeds:
        return pool
    embedder, store = backends.embedder, backends.store
    scope = QueryFilter(client_id=query_filter.client_id, chat_id=query_filter.chat_id,
                        source_types=query_filter.source_types, embedding_model=embedder.model_id)
    near = store.neighbours(trainer_id, seeds, embed_query(embedder, query), 1, threads.REPLY_GAP_S, scope)
    known = {c.id for c in pool}
    calibration = calibration_for(embedder.model_id)
    added: list[Candidate] = []
    for turns in near.values():
        for m in turns:
            if m.id not in known:
                known.add(m.id)
                added.append(Candidate(m.id, m.score, calibration.score({"cosine": m.score}, hybrid=False), m.metadata,
                                       {"cosine": m.score}))
    return [*pool, *added]
