"""semanticSearch: a trainer's query in, their most relevant messages out.

validate ownership of filters → focus on a client the query names → retrieve →
deduplicate → decide whether the history answers the query at all
(shared/domain/answerability.py) → keep what is relevant enough, and the client's profile
when the question asks for a field it holds (profiles.asked_profile) → shape the response,
all of it under one time budget (`SEARCH_TIMEOUT_S`, shared/kernel/deadline.py): past
it the caller gets UNAVAILABLE with `retryAfterSeconds`, however far the work
had got.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, replace
from datetime import date, datetime, timezone
from collections.abc import Callable, Mapping, Sequence
from typing import Any, Iterable

from shared.domain import (answerability, asked_values, called_off, comparative_asked, day_readings, english, event_dates,
                           goal_progress, happenings_untold, kinds_in_period, leading, ordinal, own_words_said, plain_speech,
                           planned_only, question_frame, readings, records_spelling, runners_up, said_by, said_on_a_day,
                           sameness, slot_values, timeframe, week_so_far, word_evidence)
from shared.domain.abbreviations import content_words
from shared.domain.bound_slots import text_of
from shared.domain.compared_point import compared_point
from shared.domain.calibration import DecisionScale, calibration_for, use_features
from shared.domain.fingerprint import decision_fingerprint, ranking_fingerprint
from shared.domain.typos import corrected, joined_apart, possessive_read
from shared.ports.keywords import token_index, tokens
from shared.usecases import (accompanied, asked_records, calibration_fit, compared_empty, conversation_threads,
                             dated_empty, ordinal_lookup, period, previous_records, quantity_lead, speaker_records, thread_opening,
                             thread_records, thread_thing)
from shared.usecases.never_said import Evidence as NeverSaidEvidence, first_never_said
from shared.usecases.backends import Backends
from shared.usecases import intent
from shared.domain.citations import citation_label
from shared.kernel.deadline import Deadline, call_with_deadline, run_within, submit, wait
from shared.kernel.deadline import current as current_deadline
from shared.kernel.errors import EmbeddingError, IndexMisconfigured, PermissionDenied, SearchUnavailable, VectorStoreError
from shared.domain.models import DEFAULT_SOURCE_TYPES, SearchPeriod, SearchRequest, SearchResponse, SearchResult
from shared.domain.record_time import written_at
from shared.usecases.circles.context import circle_context
from shared.domain.retrieval import Candidate, dedupe, retrieve
from shared.usecases.profiles import asked_profile, read_profile
from shared.usecases.tenancy import ClientRef, require_chat, require_client
from shared.ports.vectorstore import QueryFilter, VectorStore, record_keyword_text

log = logging.getLogger(__name__)

# Over-fetch so that deduplication and the threshold still leave `limit` results.
OVERFETCH = 3
# Results whose replies semanticSearch reads from the store (accompanied.followed's `read`); later
# updates and own group turns are looked for after the first threads.UPDATE_SOURCES, as the chat does.
FOLLOWED = 3
# Records of the keyword lookup read to tell whether the history says a word: a phrase's
# words are looked up one by one, so the first record may hold one of them alone.
HISTORY_READ = 5
# Records of a name's keyword lookup read for the name itself (answerability.says_name): the index matches
# stems, and records of a common word of the same stem ("day" for "dai") may come first.
NAME_READ = 20


def semantic_search(
    backends: Backends, trainer_id: str, request: SearchRequest, now: datetime | None = None
) -> SearchResponse:
    """Search one trainer's indexed messages. Raises PermissionDenied / NotFound / SearchUnavailable.

    `now`: the moment of asking, which "last week" and "in May" are read against (the request's
    time when None; a benchmark passes the clock of its data, as it does to chatWithAI).
    """
    if request.userId is not None and request.userId != trainer_id:
        raise PermissionDenied("userId must be the signed-in user")
    now = now or datetime.now(timezone.utc)
    ready(backends)
    try:
        return call_with_deadline(
            lambda: _search(backends, trainer_id, request, now), backends.settings.search_timeout_s
        )
    except TimeoutError as exc:  # the ownership checks (Firestore) took the whole budget
        raise _unavailable(exc) from exc


def _search(backends: Backends, trainer_id: str, request: SearchRequest, now: datetime) -> SearchResponse:
    query_filter = build_filter(backends, trainer_id, request)
    # The caller's conversation the search is asked in (NotFound for another trainer's, as chatWithAI's).
    thread = (conversation_threads.load(backends.documents, trainer_id, request.conversationId)
              if request.conversationId is not None else None)
    response, carried = _read(backends, trainer_id, request, now, query_filter, thread)
    if carried and not response.results:
        # Read with the thread's thing, nothing: the query as sent, as without the conversation. The thing a
        # thread carries can be a refused sibling's words ("did it work" after "what did they do on the 11th":
        # "11th"), which no record says beside the query's own.
        response, _ = _read(backends, trainer_id, request, now, query_filter, None)
    if not response.results and _week_just_begun(request, now):
        # "<name>'s bp this week" asked in the week's first days: nothing of the hours gone; read again over the last
        # seven days (shared/domain/week_so_far.py), whose records answer when one gives the measure asked, as
        # chatWithAI reads it again (chat/read_again.py `_week_so_far`).
        again, _ = _read(backends, trainer_id, request, now, query_filter, thread, week_before=True)
        if week_so_far.gives_measure(request.query, (r.text for r in again.results)):
            response = again
    return response


def _week_just_begun(request: SearchRequest, now: datetime) -> bool:
    """Does the query ask "this week" in its first days (week_so_far.last_seven_days), with no dates of the request's
    own? Read before the query is read again (`_read`'s `week_before`), so an empty answer to any other query costs
    nothing more."""
    return (request.since is None and request.until is None
            and week_so_far.last_seven_days(timeframe.extract(request.query, now)[1], now) is not None)


@dataclass
class _Asked:
    """What `_read`'s steps read of the query, each step reading some of it and setting some, in `_read`'s order."""
    typed: str  # the query as sent: the response's `query`
    request: SearchRequest  # with the names the profiles give and the texted words read (`_question_read`)
    roster: list[ClientRef]
    query_filter: QueryFilter  # the scope: the clients set aside, the period, the client, their group chats
    message: str  # the question with the clients set aside read out and a name beside a kind moved
    named_type: str | None  # the kind of record named
    asked: str  # the question read (kind, spelling, frame, period out), with the client's name in it
    when: timeframe.Timeframe | None = None
    applied: SearchPeriod | None = None  # the response's period
    query: str = ""  # what is ranked: `asked` without the client's name
    client: ClientRef | None = None
    topic: str = ""  # the topic as typed, no client's name ("" with no client)
    carried: thread_thing.Carried | None = None  # the thread's thing the question was read with
    detail_of: str = ""  # the thread's thing a detail is asked of in words of its own (`_detail_of`)
    compared: timeframe.Timeframe | None = None  # the days a point of comparison names ("than last summer")

    def response(self, results: list[SearchResult], period: SearchPeriod | None = None) -> SearchResponse:
        return SearchResponse(results=results, count=len(results), query=self.typed, period=period)

    def in_period(self, when: timeframe.Timeframe) -> None:
        """The period read: the scope keeps to it and the response says it."""
        self.when = when
        self.query_filter = replace(self.query_filter, since_ts=when.since.timestamp(), until_ts=when.until.timestamp())
        self.applied = applied_period(self.request, when)


@dataclass
class _Found:
    """What `_read`'s steps after the ranking read and set: the ranking (candidates, the scope searched), its
    decision, the records kept, the pool they were kept from, and the records asked for by what they are (`led`)."""
    candidates: list[Candidate]
    searched: QueryFilter
    day: date | None  # the one day the period names ("on burns night"), for every decision of the period
    decision: answerability.Decision
    kept: list[Candidate]
    pool: list[Candidate]
    led: list[Candidate]


def _read(backends: Backends, trainer_id: str, request: SearchRequest, now: datetime, query_filter: QueryFilter,
          thread: conversation_threads.Conversation | None, week_before: bool = False) -> tuple[SearchResponse, bool]:
    """The response, and whether the query was read with the thread's thing (`thread_thing.carried`).
    `week_before`: "this week" asked early in the week read as the last seven days, for a measure asked
    (week_so_far.last_seven_days); nothing for any other query.

    Read in steps, as chatWithAI's `prepare` reads a question: its words (`_question_read`), the period
    (`_period_read`), the client and an event's span (`_client_read`), an exchange the thread quoted
    (`_thread_told`), the topic and the thread's thing (`_topic_read`, `_thread_carried`); then a status question's
    records (`_status_told`), the ranking and a record named by its ordinal (`_ranked`), the decision and the
    records kept (`_kept`), the ways of asking again when refused (`_with_period_name`, `_thread_slot`,
    `_with_detail`, `_with_opening`), and what accompanies the results (`_accompanied`)."""
    a = _question_read(backends, trainer_id, request, query_filter, backends.clients(trainer_id))
    if not _period_read(a, now, week_before):
        return a.response([]), False
    _client_read(backends, trainer_id, a, thread, now)
    threshold = backends.settings.relevance_threshold
    # The request's one budget (semantic_search runs this under it), for every read below.
    budget = current_deadline() or Deadline.start(backends.settings.search_timeout_s)
    told = _thread_told(backends, trainer_id, a, thread, threshold, budget, now)
    if told is not None:
        return told, False
    _topic_read(a)
    if week_before and not asked_values.measured(a.topic):
        return a.response([]), False
    _thread_carried(backends, trainer_id, a, thread, now)
    carried = a.carried is not None
    status = _status_told(backends, trainer_id, a, thread, threshold, budget, now)
    if status is not None:
        return status, carried
    ranked = _ranked(backends, trainer_id, a, threshold, budget)
    if isinstance(ranked, SearchResponse):
        return ranked, carried
    found = _kept(backends, trainer_id, a, *ranked, threshold, budget)
    _with_period_name(backends, trainer_id, a, found, threshold)
    _thread_slot(backends, trainer_id, a, found, thread, threshold, budget, now)
    _with_detail(backends, trainer_id, a, found, threshold)
    _with_opening(backends, trainer_id, a, found, thread, threshold, now)
    results = [to_result(c) for c in _accompanied(backends, trainer_id, a, found, thread, threshold, budget)]
    return a.response(results[: a.request.limit], a.applied), carried


def _question_read(backends: Backends, trainer_id: str, request: SearchRequest, query_filter: QueryFilter,
                   roster: list[ClientRef]) -> _Asked:
    """`_read`'s step of the question's own words: the request with the names the profiles give and the texted
    words read, the clients set aside (out of the scope), the kind of record named and the words searched."""
    # "mac's hip injection": a name the client's profile says they go by is read as their first name
    # (intent.with_given_names; as chatWithAI reads it). The response keeps the query as typed.
    typed = request.query
    # Texted words written out ("wen ws he bk": intent.with_texted_words; as chatWithAI reads it).
    request = request.model_copy(update={"query": intent.with_texted_words(
        intent.with_given_names(request.query, roster), roster, backends.store.term_stats(trainer_id))})
    # "what did my notes say about…", "in her april check-in": that kind of record answers it, and the
    # phrase is no topic (the month stays as "in april"); read as chatWithAI reads it (intent.asked_topic).
    # "in my first meena note": the name where the record's owner stands is moved out of the way, as
    # chatWithAI reads it (intent.name_beside_kind).
    # "who else has knee trouble apart from joy": every client's records but Joy's, and neither "apart"
    # nor her name a topic word (intent.excepted; as chatWithAI reads it).
    question, set_aside = intent.excepted(request.query, roster) if query_filter.client_id is None else (request.query, [])
    if set_aside:
        query_filter = replace(query_filter, other_than=tuple(c.client_id for c in set_aside))
    message = intent.name_beside_kind(question, (c.display_name for c in roster))
    named_type, asked = asked_words(backends, trainer_id, message, roster)
    return _Asked(typed, request, roster, query_filter, message, named_type, asked)


def _period_read(a: _Asked, now: datetime, week_before: bool) -> bool:
    """`_read`'s step of the period its words name; False when the week's first days are read as the last seven
    days (`week_before`) and the query asks no "this week" to read so (nothing is searched)."""
    # "than last summer": a point of comparison, no period, unless its days hold nothing (`_client_read`).
    if a.request.since is None and a.request.until is None:
        a.compared = compared_point(a.asked, now)
    # "last month", "in april": the search keeps to that period and ranks without its words, as chatWithAI.
    a.asked, when = asked_period(a.asked, a.request, now)
    if week_before:
        when = week_so_far.last_seven_days(when, now)
        if when is None:
            return False
    if when is not None:
        # "…in the run-up to the nationals, mid august": the dates are the period, and the clause no
        # topic (timeframe.without_run_up; as chatWithAI reads it).
        a.asked = timeframe.without_run_up(a.asked)
        a.in_period(when)
    else:
        a.applied = applied_period(a.request, None)
    return True


def _client_read(backends: Backends, trainer_id: str, a: _Asked, thread: conversation_threads.Conversation | None,
                 now: datetime) -> None:
    """`_read`'s step of the client: the one named (the scope keeps to them and their group chats, the query
    ranks without their name), and with no period read, the span of an event of theirs the question names (or
    of the one client whose records name the person, when it names no client)."""
    request, roster = a.request, a.roster
    # The client named, read as chatWithAI reads it (intent.clients_named: after the kind and the period).
    a.query, a.query_filter, a.client = focus(a.asked, a.query_filter, roster,
                                              intent.clients_named(request.query, roster, now))
    client = a.client
    if a.query_filter.client_id is not None and a.query_filter.chat_id is None:
        # The client's group chats: what the trainer wrote there is part of the client's history.
        a.query_filter = replace(a.query_filter, group_chats=backends.group_chats(trainer_id, a.query_filter.client_id))
    if a.when is None and request.since is None and request.until is None:
        # "merv's races in 2004" of a history that begins later: those dates are the period, which holds nothing
        # (dated_empty; as chatWithAI reads them). Dates that hold a record are retrieval's, as before.
        empty = dated_empty.empty_dates_of(backends, trainer_id, a.asked, a.query_filter)
        if empty is not None:
            a.asked, when = empty
            a.query = intent.without_names(a.asked, [client.display_name]) if client is not None else a.asked
            a.in_period(when)
    if a.when is None and a.compared is not None:
        # "is bramble jumping better than last summer" of a history that begins in January: the compared days
        # hold nothing, so they are the period (compared_empty; as chatWithAI reads them).
        point = compared_empty.empty_point_of(backends, trainer_id, a.compared, a.query_filter)
        if point is not None:
            a.in_period(point)
    if a.when is None and client is not None and request.since is None and request.until is None:
        # "anything in the fortnight before his comp": the span around the client's event (`event_period`).
        a.asked, when = event_period(backends, trainer_id, a.asked, a.query_filter, client.display_name,
                                     [c.display_name for c in roster], a.named_type, thread.turns if thread else ())
        if when is not None:
            a.query = intent.without_names(a.asked, [client.display_name])
            a.in_period(when)
    elif (a.when is None and client is None and a.query_filter.chat_id is None and request.since is None
          and request.until is None):
        # "anything from fiona after trials?" names no client: the one whose records alone name the
        # person dates the event (`writer_event_period`); the search keeps the whole roster, as chatWithAI.
        a.asked, when = writer_event_period(backends, trainer_id, a.asked, a.query_filter.source_types, roster,
                                            a.named_type)
        if when is not None:
            a.query = a.asked
            a.in_period(when)


def _thread_told(backends: Backends, trainer_id: str, a: _Asked, thread: conversation_threads.Conversation | None,
                 threshold: float, budget: Deadline, now: datetime) -> SearchResponse | None:
    """`_read`'s step of a follow-up in a chat thread, read in the chat's steps before its ranking (thread_records):
    "and the first one" is the thread's previous question's thing again (intent.repeated, intent.pointed_back);
    "who told me", "what did i say to him" ask the exchange the thread's answers quoted, whose words rank nothing
    of it: those records answer (the response), as they answer the chat. None otherwise."""
    client = a.client
    if thread is None or client is None:
        return None
    names = {c.client_id: c.display_name for c in a.roster}
    again = (intent.repeated(a.asked, thread.turns, names.values())
             or intent.pointed_back(a.asked, thread.turns, names.values()))
    if again:
        a.asked, a.query = again, intent.without_names(again, [client.display_name])
    told = ([] if a.named_type is not None else thread_records.exchange_records(
        backends, trainer_id, a.request.query, thread, client.client_id, names, budget, a.query_filter.group_chats,
        now, most=a.request.limit, find=_thread_find(backends, trainer_id, a.request.limit)))
    if not told:
        return None
    return a.response([to_result(replace(c, relevance=max(c.relevance, threshold))) for c in told], a.applied)


def _topic_read(a: _Asked) -> None:
    """`_read`'s step of the topic: read as chatWithAI reads it (intent.client_topic): the client's name however
    typed is no topic. The topic as the trainer typed it: the words added after a plain word
    (shared/domain/plain_speech.py) rank, never ask (as chatWithAI reads it). "" with no client."""
    client = a.client
    a.topic = (plain_speech.as_typed(intent.client_topic(a.asked, client.display_name,
                                                         (c.display_name for c in a.roster)))
               if client is not None else "")


def _thread_carried(backends: Backends, trainer_id: str, a: _Asked, thread: conversation_threads.Conversation | None,
                    now: datetime) -> None:
    """`_read`'s step of the thread's thing: "when was it" in a thread about gordon's op is asked with the thread's
    thing, in the one step chatWithAI reads a follow-up with (thread_thing.carried); as the chat, only of one
    client. Else the thread's thing a detail is asked of in words of its own (`_detail_of`)."""
    if thread is not None and a.client is not None:
        a.carried = thread_thing.carried(a.asked, a.topic, a.when, thread.turns, (c.display_name for c in a.roster),
                                         lambda thing: thing_searched(backends, trainer_id, thing, a.roster))
        if a.carried is not None:
            a.asked, a.topic, a.query = a.carried.question, a.carried.topic, f"{a.query} {a.carried.thing}"
    a.detail_of = (_detail_of(thread, a.client, a.asked, a.topic, a.when, a.roster, a.request.query, now)
                   if a.carried is None else "")


def _status_told(backends: Backends, trainer_id: str, a: _Asked, thread: conversation_threads.Conversation | None,
                 threshold: float, budget: Deadline, now: datetime) -> SearchResponse | None:
    """`_read`'s step of a status question: "how's ingrid getting on?" names no topic, so nothing ranks above the
    threshold for the question as asked: the client's most telling records for the status query answer it (the
    response), as in chatWithAI (`status_records`, which both call); relevant by what they are (as the profile
    for a profile question). A client named with a period and nothing else ("What did Lucia tell me in July?")
    asks for her records of the period, as a status question does (as in chatWithAI). None otherwise."""
    client, when = a.client, a.when
    if client is None or not (intent.asks_status(a.asked, a.topic) or (when is not None and not a.topic)):
        return None
    limit = a.request.limit
    telling, a.query_filter = status_records(backends, trainer_id, a.asked, a.query_filter, a.named_type,
                                             limit * OVERFETCH, now, when.named if when is not None else "",
                                             day_readings.period_day(when))
    if thread is not None and _asks_event_slot(a.request.query, a.roster):
        # "where did it happen", "how long out" after "what happened to <name>'s nose": words of frame alone,
        # read as the client's news, which says nothing of the event; the thread's records that tell the
        # event's slot answer first, as chatWithAI's (chat/service.py `_event_slot_answer`).
        filled = thread_records.slot_records(
            backends, trainer_id, a.request.query, thread, client.client_id,
            {c.client_id: c.display_name for c in a.roster}, budget, pool=telling,
            group_chats=a.query_filter.group_chats, now=now, most=limit,
            find=_thread_find(backends, trainer_id, limit))
        if filled:
            telling = filled
    told = [to_result(replace(c, relevance=max(c.relevance, threshold))) for c in telling]
    return a.response(told[:limit], a.applied)


def _ranked(backends: Backends, trainer_id: str, a: _Asked, threshold: float,
            budget: Deadline) -> tuple[list[Candidate], QueryFilter] | SearchResponse:
    """`_read`'s step of the ranking: the query ranked (an ordinal's kind alone as the status query, a relative
    asked by the relation by the name they gave), the candidates and the scope searched; or the response when
    the record named by its ordinal answers ("in my first note on raff", shared/domain/ordinal.py)."""
    client = a.client
    if client is not None and not a.topic and a.named_type in ordinal.KINDS and ordinal.asked_ordinal(a.message):
        a.query = intent.STATUS_QUERY  # "raff's first check-in" asks nothing else: ranked as chatWithAI ranks it
    if a.when is None and client is not None:
        # "who's leanne's other half": the relative asked by the relation is ranked by the name they gave
        # ("its gemma, leanne's girlfriend"), as chatWithAI ranks it (`relative_by_name`).
        a.query = relative_by_name(backends, trainer_id, a.asked, a.query, a.query_filter, a.roster, budget)
    query = a.query
    candidates, searched = kind_first(backends, trainer_id, query, a.request.limit * OVERFETCH, a.query_filter,
                                      a.named_type)
    # "in my first note on raff": the record named by its ordinal answers, as in chatWithAI (shared/domain/ordinal.py).
    named = (ordinal_lookup.named_record(
        a.message, a.named_type, candidates, searched,
        lambda scope: search_candidates(backends, trainer_id, query, ordinal_lookup.LOOKED_UP, scope))
        if client is not None else None)
    if named is not None and ordinal.answers(named, bool(a.topic), a.message):
        kept = leading.in_front(named, [c for c in candidates if c.relevance >= threshold], threshold)
        return a.response([to_result(c) for c in kept[: a.request.limit]], a.applied)
    return candidates, searched


def _kept(backends: Backends, trainer_id: str, a: _Asked, candidates: list[Candidate], searched: QueryFilter,
          threshold: float, budget: Deadline) -> _Found:
    """`_read`'s step of the decision and the records kept: the relevant candidates of an answerable question, the
    records asked for by what they are in front of them, or a refused period's records."""
    day = day_readings.period_day(a.when)
    decision = decide(backends, trainer_id, a.query, candidates, searched, a.roster, day)
    found = _Found(candidates, searched, day, decision, relevant_results(candidates, decision.answerable, threshold,
                                                                          a.asked), candidates, [])
    # "what did her dad say last", "what did i promise roy at the start": the records asked for by what
    # they are lead, as they lead the chat's answer (asked_records, the one step both take). Read on the
    # question with the client's name in it: "what did i promise roy at the start" names whose first words.
    found.led = asked_lead(backends, trainer_id, a.asked, a.asked, candidates, searched, a.when, a.roster, decision,
                           budget)
    if found.led:
        found.kept = found.led
    elif not decision.answerable and a.when is not None and decision.reason != "unknown_subject":
        # The period's records rarely use the question's words: what of it answers, as chatWithAI
        # finds it (shared/usecases/period.py). Relevant by rank, as the chat quotes them.
        period_found = period_records(backends, trainer_id, a.query, searched, a.roster, a.when, threshold, budget)
        found.kept = [replace(c, relevance=max(c.relevance, threshold)) for c in period_found.found]
        found.pool = period_found.whole
    return found


def _with_period_name(backends: Backends, trainer_id: str, a: _Asked, found: _Found, threshold: float) -> None:
    """`_read`'s way of asking again with the period's name: a topic asked in a named day, event or season that its
    period's records do not answer by its own words ("how many kilos did imran lose in ramadan"), asked again
    there with the period's name beside them, as chatWithAI asks it again (chat/read_again.py
    `_with_period_name`): its records kept only when they say one of the question's own topic words (the name
    alone is no answer, as the chat)."""
    if found.kept or found.led or a.when is None or not a.when.named or not a.topic:
        return
    a.query, a.asked = f"{a.query} {a.when.named}", f"{a.asked} {a.when.named}"
    found.candidates, found.searched = kind_first(backends, trainer_id, a.query, a.request.limit * OVERFETCH,
                                                  a.query_filter, a.named_type)
    found.kept = relevant_results(found.candidates, decide(backends, trainer_id, a.query, found.candidates,
                                                           found.searched, a.roster, found.day).answerable,
                                  threshold, a.asked)
    if not answerability.says_own_word(a.topic, [c.metadata for c in found.kept]):
        found.kept = []
    found.pool = found.candidates


def _thread_slot(backends: Backends, trainer_id: str, a: _Asked, found: _Found,
                 thread: conversation_threads.Conversation | None, threshold: float, budget: Deadline,
                 now: datetime) -> None:
    """`_read`'s step of a slot asked in a chat thread: "when", "which hospital", "what's she taking for it": one
    slot of the thing just discussed, which the records this search found give no value of (none found, or none
    that holds one), while the thread's answers' records do: those answer, as they answer the chat
    (thread_records.slot_records, the chat's step)."""
    client = a.client
    if (thread is None or client is None or found.led
            or not (found.kept or found.decision.reason != "unknown_subject")):
        return
    filled = thread_records.slot_records(
        backends, trainer_id, a.request.query, thread, client.client_id,
        {c.client_id: c.display_name for c in a.roster}, budget, answered=found.kept, pool=found.candidates,
        group_chats=a.query_filter.group_chats, now=now, most=a.request.limit,
        find=_thread_find(backends, trainer_id, a.request.limit))
    if filled:
        found.kept = [replace(c, relevance=max(c.relevance, threshold)) for c in filled]


def _with_detail(backends: Backends, trainer_id: str, a: _Asked, found: _Found, threshold: float) -> None:
    """`_read`'s way of asking again with the thread's thing: "how long out", "what did the gp call it" after
    "<name>'s hamstring": a detail of the thread's thing in words of its own, which alone ranked the client's other
    records and were refused; asked again with the thing besides them, the records of the thing that say every
    one of its own words answer, as chatWithAI asks it again (chat/read_again.py `_with_thread_thing`,
    `_says_every_own_word`)."""
    if found.kept or found.led or not a.detail_of or not a.topic:
        return
    query_again, asked_again = f"{a.query} {a.detail_of}", f"{a.asked} {a.detail_of}"
    candidates, searched_again = kind_first(backends, trainer_id, query_again, a.request.limit * OVERFETCH,
                                            a.query_filter, a.named_type)
    answered = relevant_results(candidates, decide(backends, trainer_id, query_again, candidates, searched_again,
                                                   a.roster, found.day).answerable, threshold, asked_again)
    quoted = [c.metadata for c in answered]
    if (answered and own_words_said.with_carried_thing(a.topic, a.detail_of, quoted, a.asked)
            and own_words_said.slot_told(a.asked, quoted)):
        found.kept, found.pool, found.searched = answered, candidates, searched_again
        a.query, a.asked = query_again, asked_again


def _with_opening(backends: Backends, trainer_id: str, a: _Asked, found: _Found,
                  thread: conversation_threads.Conversation | None, threshold: float, now: datetime) -> None:
    """`_read`'s way of asking again with the thread's opening thing: "when's the next one", "what's he got to cut
    down on" after "<name>'s scan" and other follow-ups: refused in their own words (or with a later question's
    thing), asked again with the thing the thread opened on, as chatWithAI asks them again (chat/read_again.py
    `_with_opening_thing`, its check `_says_every_opening_own_word`; `_opening_again`)."""
    if (found.kept or found.led or thread is None or a.client is None
            or found.decision.reason == "unknown_subject"):
        return
    again = _opening_again(backends, trainer_id, thread, a.client, a.request.query, a.carried, a.asked, a.topic,
                           a.roster, a.query_filter, a.named_type, threshold, a.request.limit, now)
    if again is not None:
        found.kept, found.pool, a.query, a.asked, found.searched = again


def _accompanied(backends: Backends, trainer_id: str, a: _Asked, found: _Found,
                 thread: conversation_threads.Conversation | None, threshold: float,
                 budget: Deadline) -> list[Candidate]:
    """`_read`'s last step: the records kept with what accompanies them, in the order chatWithAI's answer takes
    them: what follows the first results (accompanied.followed), the records that give a quantity asked
    (quantity_lead) and a goal's (goal_progress) in front, and the profile record holding a field asked."""
    client, query, asked, kept = a.client, a.query, a.asked, found.kept
    limit = a.request.limit
    # What accompanies the results, in the step chatWithAI takes for its sources (accompanied.followed):
    # what follows the first FOLLOWED results (replies, later updates, own group turns), the record
    # "still" / "how often" asks for in front, a metric's weeks; never a result where there was none.
    kept = accompanied.followed(
        backends, trainer_id, query, asked, kept, found.pool, found.searched, threshold, budget,
        lambda scope, top_k: search_candidates(backends, trainer_id, query, top_k, scope),
        read=min(FOLLOWED, len(kept)), room=2 * min(FOLLOWED, len(kept)), as_results=True)
    typed = a.request.query
    thread_asked = previous_records.thread_asked(typed, thread.turns, a.roster) if thread is not None else ""
    if found.decision.answerable and not found.led and kept:
        # "how much has he lost since july", "what was it the week of the cup final" after "<name>'s rhr": the
        # written records that give the value asked lead, in the step chatWithAI's answer takes (quantity_lead);
        # ranked by the quantity, the newest weekly summaries filled every place.
        lead = quantity_lead.led(asked, a.carried.own_topic if a.carried is not None else "", a.when is not None,
                                 query, kept, found.pool, found.searched,
                                 client.client_id if client is not None else None,
                                 runners_up.LATEST_FRACTION * threshold,
                                 lambda again, scope: _written(backends, trainer_id, again, scope, limit, budget),
                                 thread_asked)
        kept = kept if lead is None else lead
    # "did she reach her target": the client's goal records, which say whether it was met, lead, as they lead the
    # chat's answer (shared/domain/goal_progress.py).
    kept = goal_progress.leading(typed, goal_progress.asked_quantities(typed, thread_asked),
                                 kept, found.candidates, client.client_id if client is not None else None)
    # "What is Kofi's job?": the profile record holding the field asked, read as chatWithAI reads it
    # (profiles.asked_profile: the question after its period, its topic, the kinds searched).
    profile = None
    if client is not None:
        profile = asked_profile(client.client_id, asked, a.topic, found.searched.source_types, found.candidates,
                                read=lambda: read_profile(backends.documents, trainer_id, client.client_id),
                                search=lambda only: search_candidates(backends, trainer_id, query, 1, only)).record
    return accompanied.with_profile(profile, kept, threshold, as_results=True)


def _opening_again(backends: Backends, trainer_id: str, thread: conversation_threads.Conversation, client: ClientRef,
                   typed: str, carried: thread_thing.Carried | None, asked: str, topic: str, roster: list[ClientRef],
                   query_filter: QueryFilter, named_type: str | None, threshold: float, limit: int, now: datetime
                   ) -> tuple[list[Candidate], list[Candidate], str, str, QueryFilter] | None:
    """A follow-up of the thread's client naming no one, refused, asked again with the thread's opening thing
    (thread_opening.opening_thing) in the place of its "one" or after its own words: (the relevant records, the
    candidates, the query, the question, the scope searched) when every word of its own is said by the records
    that say the thing (value_words and thread_frame_words read the words said another way); None otherwise, and
    when read so it would ask the opening's thing of a question of its own (a yes/no of another thing, an "and"
    opener asking the previous question again). The reading chatWithAI takes (thread_opening.asked_again, read by
    chat/read_again.py `_with_opening_thing` and `_says_every_opening_own_word`), but for a yes/no of "it"."""
    if client.client_id != thread.focus_client_id or intent.clients_named(typed, roster, now):
        return None
    thing = thread_opening.opening_thing(thread.turns, (c.display_name for c in roster))
    own = (carried.own_question, carried.own_topic) if carried is not None else (asked, topic)
    # Unlike the chat, a yes/no asked of "it" ("did it help", "is it any better") is not asked again: the opening
    # thing's records name the thing, seldom the outcome asked, and a short word of the outcome ("help", "work") is
    # said by some record of the thing about something else; the search's own reading stands (blind30-680 on base48
    # had its evidence in the top ten that way, lost when asked again). "has she had one since" still is, and an
    # operation asked of no thing ("did they operate") asks of the thread's thing, as in the chat.
    again = thread_opening.asked_again(thing, topic, *own, it_asks_of_the_thing=False)
    if again is None:
        return None
    query_again = intent.without_names(again.asked, [client.display_name])
    found, searched = kind_first(backends, trainer_id, query_again, limit * OVERFETCH, query_filter, named_type)
    answered = relevant_results(found, decide(backends, trainer_id, query_again, found, searched, roster).answerable,
                                threshold, again.asked)
    if not again.answered_by(c.metadata for c in answered):
        return None
    return answered, found, query_again, again.asked, searched


def _asks_event_slot(typed: str, roster: list[ClientRef]) -> bool:
    """Does the query ask a slot of the thread's event or thing (slot_values.THREAD: where it happened, how long
    they were off, how it started)? Read as chatWithAI reads it (previous_records.asked_slot)."""
    return previous_records.asked_slot(typed, [c.display_name for c in roster]) in slot_values.THREAD


def _written(backends: Backends, trainer_id: str, query: str, scope: QueryFilter, limit: int,
             budget: Deadline) -> list[Candidate]:
    """The client's written records ranked again for quantity_lead, as deep as this search's own; [] past the
    budget."""
    try:
        return run_within(budget, lambda: search_candidates(backends, trainer_id, query, limit * OVERFETCH, scope))
    except (SearchUnavailable, TimeoutError, VectorStoreError):
        return []


def relative_by_name(backends: Backends, trainer_id: str, question: str, query: str, query_filter: QueryFilter,
                     roster: list[ClientRef], budget: Deadline) -> str:
    """"what did niamh's fella cook her", "who's leanne's other half": `query` with the client's relative asked
    by the relation asked by the name they gave (speaker_records.relative_name, by_name), as the records
    about them name them; unchanged where the name is what is asked ("what's gordon's wife called": the
    relation finds it), for any other question, or past the budget. The one reading chatWithAI ranks by too
    (chat/service.py `_relative_by_name` calls it after its own guard, no period asked)."""
    if speaker_records.asks_the_name(question):
        return query
    try:
        relation, name = run_within(budget, lambda: speaker_records.relative_name(
            backends, trainer_id, question, query_filter, roster))
    except (SearchUnavailable, TimeoutError, VectorStoreError):
        return query
    return speaker_records.by_name(query, relation, name) if name else query


def _detail_of(thread: conversation_threads.Conversation | None, client: ClientRef | None, asked: str, topic: str,
               when: timeframe.Timeframe | None, roster: list[ClientRef], typed: str, now: datetime) -> str:
    """The thread's thing a follow-up asks a detail of in words of its own ("how long out" after "<name>'s
    hamstring": intent.carried_topic's `client_inherited`), read as chatWithAI reads it (chat `Reading.thread_thing`):
    only in a chat thread, of its client, when the query names no client; "" otherwise."""
    if thread is None or client is None:
        return ""
    inherited = client.client_id == thread.focus_client_id and not intent.clients_named(typed, roster, now)
    return thread_thing.detail_asked(asked, topic, when, thread.turns, (c.display_name for c in roster), inherited)


def _thread_find(backends: Backends, trainer_id: str, limit: int) -> thread_records.Find:
    """A thread question's search for thread_records: as deep as this search's own (`OVERFETCH`)."""
    return thread_find(backends, trainer_id, limit * OVERFETCH)


def thread_find(backends: Backends, trainer_id: str, depth: int) -> thread_records.Find:
    """A thread question's search for thread_records, `depth` candidates deep: the caller's own retrieval's
    (this search's `limit * OVERFETCH`; chatWithAI's TOP_K)."""
    return lambda query, scoped: search_candidates(backends, trainer_id, query, depth, scoped)


def asked_lead(backends: Backends, trainer_id: str, query: str, question: str, candidates: list[Candidate],
               searched: QueryFilter, when: timeframe.Timeframe | None, roster: list[ClientRef],
               decision: answerability.Decision, budget: Deadline) -> list[Candidate]:
    """The records the question asks for by what they are (asked_records: the person's own words, the
    trainer's first words to a client, the rules in force, the newest weights) at the threshold or above,
    then the relevant candidates of an answerable question, as chatWithAI's answer leads with them
    (asked_records.lead, the one step both take); with a period asked, only those of the period. [] for any other
    question, a word of the question the records never say (its refusal stands), none found (none in the
    period), or past the budget: the ranking's results stand."""
    return asked_records.lead(backends, trainer_id, query, question, candidates, searched, when, roster, decision,
                              budget).records


def relevant_results(candidates: list[Candidate], answerable: bool, threshold: float, question: str) -> list[Candidate]:
    """What an answered question returns, in ranking order: the candidates at or above the threshold,
    then the next ones that belong to the `question` until a few exchanges are offered
    (shared/domain/runners_up.py, the rule chatWithAI quotes by). The answer often scores under the
    threshold ("club doc cleared me for full contact" weeks after the knock; "we got GOOD" after
    "ofsted are coming thursday"): the search stopped at the record that names the topic while the
    chat quoted the answer. Nothing when the history does not answer, nor when nothing reaches the
    threshold.

    A runner-up is scored at least the threshold, as the status records and the profile are: it is
    returned because it belongs to an answered question, and every result of semanticSearch is one
    the caller may take as relevant (a client filtering on `score >= 0.7` keeps what the chat
    quotes); `cosine` stays the raw similarity."""
    # A metric's weeks past the first two after the other relevant records and the runners-up, as the chat
    # (runners_up.around_weeks).
    if not answerable:
        return []
    kept, runners, later = runners_up.around_weeks(candidates, threshold, question)
    if not kept:
        return []
    return [*kept, *(replace(c, relevance=max(c.relevance, threshold)) for c in runners), *later]


def asked_period(asked: str, request: SearchRequest, now: datetime) -> tuple[str, timeframe.Timeframe | None]:
    """The query to rank by and the period its words name (shared/domain/timeframe.py, as chatWithAI
    reads them), when the request gives no dates of its own: `since` or `until` in the request win,
    and the query is then searched as sent.

    A query that is nothing but its period ("last week?") is ranked by its words as sent: with
    them taken out nothing would be left to rank by (the period still filters).
    """
    if request.since is not None or request.until is not None:
        return asked, None
    rest, when = timeframe.extract(asked, now)
    if when is not None and not any(ch.isalnum() for ch in rest):
        return asked, when
    return rest, when


def applied_period(request: SearchRequest, when: timeframe.Timeframe | None) -> SearchPeriod | None:
    """The period the results were kept to, for the response: the one the query's words name, or
    the request's own dates; None when neither."""
    if when is not None:
        return SearchPeriod(since=_iso(when.since), until=_iso(when.until), phrase=when.phrase)
    if request.since is None and request.until is None:
        return None
    return SearchPeriod(since=_iso(request.since) if request.since else None,
                        until=_iso(request.until) if request.until else None)


@dataclass(frozen=True)
class PeriodRecords:
    """What `period_records` finds: the period's records that answer (`found`, their own relevance),
    the whole history's ranking they came from (`whole`: the pool of what follows them), and whether
    the whole history answers the question (`answered`: the chat then says where else it came up)."""

    found: list[Candidate]
    whole: list[Candidate]
    answered: bool


def period_records(
    backends: Backends, trainer_id: str, query: str, searched: QueryFilter, roster: list[ClientRef],
    when: timeframe.Timeframe, threshold: float, budget: Deadline,
) -> PeriodRecords:
    """What of the period answers a question its own ranking did not (period.topic_in_period), and the
    whole history's ranking they came from; chatWithAI and semanticSearch both read them here. Best
    effort within `budget`: a failing or late whole-history search finds nothing."""
    try:
        whole, answered = run_within(budget, lambda: whole_history(backends, trainer_id, query, searched, roster,
                                                                   period.RANKED))
    except (SearchUnavailable, TimeoutError):
        return PeriodRecords([], [], False)
    return PeriodRecords(period.topic_in_period(backends, trainer_id, whole, answered, when, threshold, budget, query),
                         whole, answered)


def whole_history(
    backends: Backends, trainer_id: str, query: str, searched: QueryFilter, roster: list[ClientRef], top_k: int
) -> tuple[list[Candidate], bool]:
    """The question asked of the whole history (the period of `searched` dropped): its first `top_k`
    records, and whether they answer it (`decide`)."""
    unbounded = replace(searched, since_ts=None, until_ts=None)
    whole = search_candidates(backends, trainer_id, query, top_k, unbounded)
    return whole, decide(backends, trainer_id, query, whole, unbounded, roster).answerable


# "hows jake getting on since the trial": the news asked for starts at the event. Its date is the
# date of the client's record that best matches the event's words, when one reaches the relevance
# threshold; else the question is read as a status question with no start (intent.asks_status).
EVENT_CANDIDATES = 5


def kind_first(backends: Backends, trainer_id: str, query: str, top_k: int, query_filter: QueryFilter,
               named_type: str | None) -> tuple[list[Candidate], QueryFilter]:
    """The `top_k` best records for `query` of the kind the question names ("her april check-in",
    "what did my notes say", intent.asked_topic) when `query_filter` searches that kind and the scope
    holds records of it; else of every kind `query_filter` searches (no notes for this client: as
    asked without the kind), but for a period searched: then none of the kind in it is none
    (kinds_in_period.keeps_to_kind: "trevor check-in in may" is not answered by May's messages).
    With the filter they were found in. chatWithAI and semanticSearch both search here."""
    if named_type in query_filter.source_types:
        kind = replace(query_filter, source_types=(named_type,))
        found = search_candidates(backends, trainer_id, query, top_k, kind)
        if found or kind == query_filter or kinds_in_period.keeps_to_kind(named_type, kind.since_ts, kind.until_ts):
            return found, kind
    return search_candidates(backends, trainer_id, query, top_k, query_filter), query_filter


def status_records(backends: Backends, trainer_id: str, question: str, query_filter: QueryFilter,
                   named_type: str | None, top_k: int, now: datetime,
                   named: str = "", day: date | None = None) -> tuple[list[Candidate], QueryFilter]:
    """A status question's records ("how's ingrid getting on?", "what did lucia tell me in july?"):
    the `top_k` best for intent.STATUS_QUERY in `query_filter`, their most telling
    (intent.most_telling), and the filter they were found in. chatWithAI and semanticSearch both
    read them here.

    - The kind the question names ("her april check-in") when the client has records of it, else
      every kind of `query_filter`.
    - A filter with no dates (none asked, none in the request) reads "… since the trial" as the
      client's records from the event on (`event_start`), and joins the last weeks' best
      (intent.with_recent: how the client is now). A filter with dates (the question's period or a
      search request's own since / until) keeps to them: neither moves them; its records that say
      something lead its lines of logistics (intent.most_telling `news_first`).
    - The last weeks' records are best effort: a failing or late look-up adds none (the whole
      history's best still answer); the main look-up's failure is the caller's (SearchUnavailable).
    - A period that is a named day, event or season (`named`: its words, timeframe.Timeframe.named): the
      records of the period that say them lead (`_naming`): "summer hols in the lakes, 3 fell runs" is the
      news of "holly in the summer hols", which the status query ranked under "29 degrees by 9am".
    - A period of one named day (`day`: day_readings.period_day) that only weekly health summaries fall in, no
      kind named: none (day_readings.only_the_weeks): "nilesh on halloween" is not the week's weigh-in.
    - What someone said on one day said loosely ("what did clodagh say on the 20th of may"): the day alone, and
      only the records someone says (said_on_a_day.the_day_alone, said_types).
    """
    dated = query_filter.since_ts is not None or query_filter.until_ts is not None
    # "what did clodagh say on the 20th of may": the day's own words, not its padding's (a date said loosely is
    # read three days each side): the records of the days around it are what was said on other days, and with
    # none of the day's the question is refused, as a period that holds nothing is (shared/domain/said_on_a_day.py).
    alone = said_on_a_day.the_day_alone(question, day, query_filter.since_ts)
    if alone is not None:
        said = said_on_a_day.said_types()
        query_filter = replace(query_filter, since_ts=alone[0], until_ts=alone[1], source_types=tuple(
            t for t in (query_filter.source_types or said) if t in said))
    if not dated:
        started_at = event_start(backends, trainer_id, question, query_filter)
        if started_at is not None:
            query_filter = replace(query_filter, since_ts=started_at)
    found, query_filter = kind_first(backends, trainer_id, intent.STATUS_QUERY, top_k, query_filter, named_type)
    # Within a period asked, its news before its logistics (intent.most_telling `news_first`).
    telling = intent.most_telling(found, news_first=dated)
    if dated and named and telling:
        saying = _naming(backends, trainer_id, named, query_filter)
        have = {c.id for c in saying}
        telling = [*saying, *(c for c in telling if c.id not in have)][:max(len(telling), len(saying))]
    if named_type is None and day_readings.only_the_weeks(telling, day):
        return [], query_filter
    if not dated and telling:
        try:
            recent = search_candidates(backends, trainer_id, intent.STATUS_QUERY, top_k,
                                       intent.recent_filter(query_filter, now))
        except (SearchUnavailable, TimeoutError):
            recent = []
        telling = intent.with_recent(telling, recent)
    return telling, query_filter


# Records of a named period that say its name, put before the status query's best (`status_records`).
NAMING = 2


def _naming(backends: Backends, trainer_id: str, named: str, query_filter: QueryFilter) -> list[Candidate]:
    """The first NAMING of the period's records (`query_filter`) ranked for its name's words (`named`) that
    say one of them, best first; none when the look-up fails (the status query's best still answer)."""
    words = set(tokens(named))
    try:
        found = search_candidates(backends, trainer_id, named, EVENT_CANDIDATES, query_filter)
    except (SearchUnavailable, TimeoutError):
        return []
    return [c for c in found if words & set(tokens(str(c.metadata.get("text") or "")))][:NAMING]


def event_start(backends: Backends, trainer_id: str, question: str, query_filter: QueryFilter) -> float | None:
    """When the event of a status question's "since …" clause happened (intent.since_event): the
    timestamp of the best record for its words among the client's records of every date, at or above
    the relevance threshold; None without such a clause or record (or when the look-up fails)."""
    return event_time(backends, trainer_id, intent.since_event(question), query_filter)


def event_period(backends: Backends, trainer_id: str, question: str, query_filter: QueryFilter,
                 client_name: str, roster_names: Iterable[str],
                 named_type: str | None = None, turns: Sequence[Any] = ()) -> tuple[str, timeframe.Timeframe | None]:
    """"anything in the fortnight before his comp": the question without its span around an event of
    the client's own (timeframe.event_span) and the span, dated by the client's best record for the
    event's words (`event_time`); (question, None) when it asks none or no record dates the event.
    chatWithAI reads it the same way.

    Only a question left with no topic of its own (`client_name`'s news of the span, as "what did she
    say in july?"): a topic asked around an event ("his weight the week before the race") stays as
    asked, whose records the span could cut off (one question of a test half answered worse with it)."""
    # A note or a check-in named with the event alone ("maggie check-in after the fall"): the span a
    # record of that kind is looked for in (timeframe.record_event_span).
    # So is a message of one person named with the event alone ("anything from fiona after trials",
    # "sam's message during the heatwave": shared/domain/said_by.py): a message is a record too.
    # Not the client's own ("what did piotr say after the race" is their news, read as before), and
    # only the message itself: "what did karen say about his sleep before the op" asks a topic, which
    # the first run read in the span and answered from the span's records (a dev question made worse).
    who = "" if named_type in ordinal.KINDS else said_by.person(intent.name_free(question, [client_name]))
    rest, span = (timeframe.record_event_span(question) if named_type in ordinal.KINDS or who
                  else timeframe.event_span(question))
    one_said = bool(who) and span is not None and set(
        intent.client_topic(rest, client_name, roster_names).lower().split()) <= {who, who + "s"}
    if who and not one_said:
        rest, span = timeframe.event_span(question)
    # A metric asked through an episode of the client's own with no length ("carys steps during the relapse", "his
    # rhr after the fall"): the weekly summaries answer, and no word of the clause finds them, so the span is read
    # though the question has a topic, as a record of a kind is (timeframe.record_event_span: RECORD_STATE_DAYS from a
    # state's start, RECORD_SPAN_DAYS beside an event). Unread, the clause's words ranked the client's other records
    # and the question was refused (blind33-548). A span with a length ("his weight a week before the prelims")
    # stays as asked, as below: "a week before" may name a day whose window holds no weekly summary.
    # So is a follow-up that asks the thread's metric through an episode with nothing of its own ("and before the
    # pacemaker" after "<name>'s rhr", `turns` the conversation's): the thread's thing (intent.carried_topic) is
    # carried into the span after this (thread_thing.carried: a period alone after an opener). Unread, the clause's
    # words ("pacemaker") were the topic and its records were quoted, not the weeks before it (blind31-314).
    measured = False
    if span is None and not who:
        roster_names = list(roster_names)
        metric_rest, metric_span = timeframe.record_event_span(question)
        own = intent.client_topic(metric_rest, client_name, roster_names)
        if metric_span is not None and (readings.only_metrics(own) or (
                not own and turns and intent.asks_topic_in_period(metric_rest, own)
                and readings.only_metrics(intent.carried_topic(metric_rest, turns, roster_names)))):
            rest, span, measured = metric_rest, metric_span, True
    # A topic asked "in the run-up to" an event ("his knee in the run-up to the derby") is the topic
    # before the event, however far back (EventSpan.up_to): the event's own words ranked the records
    # of the event itself, after the time asked, first.
    topic = span is not None and bool(intent.client_topic(rest, client_name, roster_names))
    if span is None or (topic and not span.run_up and not one_said and not measured):
        return question, None
    at = event_time(backends, trainer_id, span.event, query_filter)
    if at is None:
        return question, None
    day = datetime.fromtimestamp(at, tz=timezone.utc)
    return rest, span.up_to(day) if topic and span.run_up else span.window(day)


# Records read to find whose history names the person a message is asked of (`writer_client`).
WRITER_LOOKUP = 10


def writer_client(backends: Backends, trainer_id: str, question: str) -> str | None:
    """The client whose records alone name the person a question without a client asks a message of,
    dated by an event ("anything from fiona after trials?": Fiona, his mum, writes from his phone):
    the client whose event dates the span (`event_period`). None unless the question asks one
    person's message (said_by) with an event clause (timeframe.record_event_span), the person's
    word is no English word ("the physio", "his mum" are roles, which many histories name), the
    store has keyword search, and every record naming the person is of one client."""
    who = said_by.person(question, named=True)
    if not who or english.is_word(who) or timeframe.record_event_span(question)[1] is None:
        return None
    store = backends.store
    if not store.supports_keyword_search:
        return None
    try:
        found = store.keyword_query(trainer_id, who, WRITER_LOOKUP, QueryFilter())
    except (VectorStoreError, OSError):
        return None
    clients = {m.metadata.get("clientId") for m in found}
    if len(clients) != 1:
        return None
    client = clients.pop()
    return client if isinstance(client, str) and client else None


def writer_event_period(backends: Backends, trainer_id: str, question: str, source_types: Iterable[str],
                        roster: Iterable[ClientRef], named_type: str | None = None) -> tuple[str, timeframe.Timeframe | None]:
    """A message of one person dated by an event, asked with no client in focus ("anything from fiona
    after trials?"): the question without its span and the span around the event of the client whose
    records alone name the person (`writer_client`), read in that client's records of `source_types`
    and group chats as `event_period` reads a named client's; (question, None) when there is no such
    client of the roster or no record dates the event. What is then searched stays the whole roster's:
    the client only dates the event. chatWithAI and semanticSearch both read it here."""
    names = {c.client_id: c.display_name for c in roster}
    if not names:
        return question, None
    writer = writer_client(backends, trainer_id, question)
    if writer is None or writer not in names:
        return question, None
    everything = QueryFilter(client_id=writer, group_chats=backends.group_chats(trainer_id, writer),
                             source_types=tuple(source_types))
    return event_period(backends, trainer_id, question, everything, names[writer], list(names.values()), named_type)


def event_time(backends: Backends, trainer_id: str, event: str, query_filter: QueryFilter) -> float | None:
    """When the client's event named by `event` ("the trial", "his comp") happened: the timestamp of
    the best record for its words among the client's records of every date, at or above the relevance
    threshold, or the day that record names beside the event's word (event_dates.reported_day); None
    without words, a client, or such a record (or when the look-up fails)."""
    if not event or query_filter.client_id is None:
        return None
    whole = replace(query_filter, since_ts=None, until_ts=None)
    try:
        found = search_candidates(backends, trainer_id, event, EVENT_CANDIDATES, whole)
    except SearchUnavailable:
        return None
    best = max(found, key=lambda c: c.relevance, default=None)
    ts = written_at(best.metadata) if best is not None else None
    if best is None or best.relevance < backends.settings.relevance_threshold or ts is None:
        return None
    # A record that tells of the event afterwards names its day ("cataract operation 12 December", in a note
    # of 25 January): the event is that day, not the record's (event_dates.reported_day).
    said = event_dates.reported_day(text_of(best), ts, content_words(event))
    return said if said is not None else ts


def focus(query: str, query_filter: QueryFilter, roster: list[ClientRef],
          named: list[ClientRef]) -> tuple[str, QueryFilter, ClientRef | None]:
    """A query naming exactly one of the trainer's clients (`named`: intent.clients_named, as chatWithAI
    reads them) searches that client's records, without the name (and a query filtered to a client
    loses that client's name too).

    Every record of a client carries their name (sender, citation), so the name
    only adds noise to the ranking once the filter holds it; and what another
    client said never answers a question about this one.
    """
    if query_filter.client_id is not None:
        chosen = [c for c in roster if c.client_id == query_filter.client_id]
        return (intent.without_names(query, [chosen[0].display_name]), query_filter, chosen[0]) if chosen else (query, query_filter, None)
    if query_filter.chat_id is not None:
        return query, query_filter, None
    if len(named) != 1:
        return query, query_filter, None
    client = named[0]
    return intent.without_names(query, [client.display_name]), QueryFilter(**{**query_filter.__dict__, "client_id": client.client_id}), client


# An event asked as done that every record naming it only plans ("how did her lesson go": "next:
# lessons"), or calls off ("her time at the plymouth half": "plymouth half cancelled",
# shared/domain/called_off.py), and a happening asked yes-or-no that the records name only as advice or a
# possibility ("did she see a physio": "if it isn't easing, see a physio"; shared/domain/happenings_untold.py);
# read in this order, lazily (a generator in decide).
NEVER_DONE: tuple[Callable[[str, Sequence[Candidate], Callable[[str], bool]], str], ...] = (
    planned_only.only_planned, called_off.called_off, happenings_untold.untold)


def decide(
    backends: Backends,
    trainer_id: str,
    query: str,
    candidates: list[Candidate],
    query_filter: QueryFilter,
    roster: list[ClientRef],
    day: date | None = None,
) -> answerability.Decision:
    """Whether this history answers `query`: unknown subjects, the best candidate's relevance
    against the threshold, then the question-level model (shared/domain/answerability.py)
    when one is fitted for this embedder and these features. `day`: the one day the question's period
    names (day_readings.named_day), read by the never-said checks.

    The evidence costs one keyword lookup per name and, for a question that
    passes the threshold, one per topic word its best candidates lack; for a
    word the history in scope never uses, one embedding call (the word, the
    candidates' words not yet seen, the question without the word) — all
    under the search budget. A store without keyword search cannot tell what
    its history contains: the threshold decides there.

    Read in steps: the names looked up (`_subjects_asked`), the history's words under the budget (`_looked_up`),
    then, with the model's features, the word checks read after them (`_words_read`).
    """
    threshold = backends.settings.relevance_threshold
    best = max((c.relevance for c in candidates), default=None)
    store = backends.store
    # "holly's jav in feet", "in feet" after "<name>'s shot pb": the unit the value is asked in is no thing the
    # records must say ("feet" read as the body part refused the throw's records): decided without it.
    query = question_frame.without_unit_asked(query, [phrase for phrase, _ in plain_speech.alternatives(query)])
    if not store.supports_keyword_search:
        return answerability.decide(best, threshold)
    # Resolved once per request: the model decides, its scale reads the word-level evidence.
    model, scale = decision_model(backends.embedder.model_id)
    names = [c.display_name for c in roster]
    # The question as the trainer typed it: the words the reading added after a plain word
    # (shared/domain/plain_speech.py) are evidence for the ranking and for `question_facts`, never a
    # subject, a topic or a value asked by the rules below.
    # Two words typed apart for the records' one are that word ("tubi grip": typos.joined_apart).
    asked = joined_apart(plain_speech.as_typed(query), store.term_stats(trainer_id))
    wanted, slot = _subjects_asked(backends, trainer_id, asked, names, query_filter)
    scope = _history_scope(query_filter)
    unknown, facts, unsaid = _looked_up(backends, trainer_id, query, candidates, scope, wanted, slot, model, scale,
                                        best)
    side, passing, never_said, planned = (
        _words_read(backends, trainer_id, asked, unsaid, candidates, query_filter, scope, roster, day, names)
        if facts is not None else ("", "", "", ""))
    # Not here: refusing a dated question whose relevant records hold neither its main topic nor a value
    # of it (h-never4's rule, period.unheld) left 5 more LoCoMo answerable questions empty ("which
    # country was Tim visiting in the second week of November": the main topic is the answer's type or
    # a verb the records do not use) for one test question on the trainer sets; the chat's quoting of a
    # period's records keeps the test (period.topic_in_period). docs/ANSWERS.md, "h-never4".
    return answerability.decide(best, threshold, unknown, facts, model, side, passing, never_said, planned)


def _subjects_asked(backends: Backends, trainer_id: str, asked: str, names: list[str],
                    query_filter: QueryFilter) -> tuple[list[str], str]:
    """`decide`'s step of the names: the subjects to look up in the history (answerability.subjects_looked_up) and
    the word in the subject slot ("" for none), read only of a question that names none of the trainer's clients
    (no client's nor chat's scope)."""
    # A question that names none of the trainer's clients: the word in its subject slot, typed in
    # lowercase, may be someone else's client ("whats tanes weight now"); looked up like a name.
    slot = answerability.slot_subject(asked) if query_filter.client_id is None and query_filter.chat_id is None else ""
    # "guss back": the records say Gus, never "guss" (Porter keeps the double "s"): looked up as "gus".
    slot = possessive_read(slot, backends.store.term_stats(trainer_id)) if slot else slot
    return answerability.subjects_looked_up(asked, slot, names), slot


def _history_scope(query_filter: QueryFilter) -> QueryFilter:
    """Where `decide` looks a name, a topic up: anywhere in this client's (or chat's) records, whatever the
    request's dates and source types: those narrow what is shown, not what came up. Not in the records of a
    client set aside ("who else hurt a hamstring apart from imran"): their hamstring is no one else's, and read
    as the history's it let the question answer from the rest."""
    return QueryFilter(client_id=query_filter.client_id, chat_id=query_filter.chat_id,
                       source_types=tuple(DEFAULT_SOURCE_TYPES), group_chats=query_filter.group_chats,
                       other_than=query_filter.other_than)


def _looked_up(backends: Backends, trainer_id: str, query: str, candidates: list[Candidate], scope: QueryFilter,
               wanted: list[str], slot: str, model: answerability.AnswerabilityModel | None, scale: DecisionScale,
               best: float | None) -> tuple[list[str], answerability.Evidence | None, list[str]]:
    """`decide`'s step of the history's words, under the search budget (SearchUnavailable past it or when a lookup
    fails): the subjects no record says, and for a question the model decides (one fitted for this threshold, the
    best candidate at or above it, every subject said) its features and the words the history never says
    (`question_facts`); (unknown, None, []) otherwise."""
    store, threshold = backends.store, backends.settings.relevance_threshold

    def gather() -> tuple[list[str], answerability.Evidence | None, list[str]]:
        # In flight together. The subject slot's word, typed in lowercase, is a name: said where a record
        # found says the word itself, not only its stem (answerability.name_said: "dai" of "what a day"); a
        # capitalised subject may be a topic's inflection ("Deadlifts"), read by its stem.
        lookups = [submit(store.keyword_query, trainer_id, s, NAME_READ if s == slot else 1, scope) for s in wanted]
        unknown = [s for s, lookup in zip(wanted, lookups)
                   if not (answerability.name_said(s, [record_keyword_text(m.metadata) for m in wait(lookup)])
                           if s == slot else wait(lookup))]
        if unknown or model is None or best is None or best < threshold or threshold != model.threshold:
            return unknown, None, []  # decided without the model (fitted for its own threshold only)
        return unknown, *question_facts(backends, trainer_id, query, candidates, scope, best, scale)

    try:
        return call_with_deadline(gather, backends.settings.search_timeout_s)
    except (TimeoutError, EmbeddingError, VectorStoreError, OSError) as exc:
        log.warning("search_unavailable", extra={"json_fields": {"errorClass": type(exc).__name__}})
        raise SearchUnavailable() from exc


def _words_read(backends: Backends, trainer_id: str, asked: str, unsaid: list[str], candidates: list[Candidate],
                query_filter: QueryFilter, scope: QueryFilter, roster: list[ClientRef], day: date | None,
                names: list[str]) -> tuple[str, str, str, str]:
    """`decide`'s step of the word checks read after the model's features: a side the records name only on the
    other side, a body part said only in passing, what the question asks that the history never says, and an
    event the records name only as not done; each "" when not so."""
    threshold = backends.settings.relevance_threshold

    def known(word: str) -> bool:  # a client's name of this roster: read by the checks below
        return answerability.is_known_name(word, names)

    # A side of a body part the relevant records name only on the other side (word_evidence.other_side):
    # read from the candidates already ranked, no lookup.
    side = word_evidence.other_side(asked, candidates, threshold)
    # A body part the candidates say only in passing ("back on track", "calf raises"): read from the
    # ranked pool and the question's words as the evidence read them, no lookup.
    passing = word_evidence.said_in_passing(
        corrected(answerability.decision_words(asked), backends.store.term_stats(trainer_id)), candidates)
    # What the question asks that the history never says, each class one check of a registry
    # (shared/usecases/never_said.py: a place, a value, a relative, a person's words, another client's
    # thing …), the first in its order naming it; the checks that read the store start together.
    never_said = first_never_said(NeverSaidEvidence(
        backends, trainer_id, asked, unsaid, candidates, threshold, known, query_filter, scope, roster, day))
    # And an event the records name only as not done: kept apart from the words never said, because the
    # event was said, and the refusal must say so (answerability.Decision.only_planned). The first of
    # `NEVER_DONE` that names it decides.
    planned = (next(filter(None, (check(asked, candidates, known) for check in NEVER_DONE)), "")
               if not never_said else "")
    return side, passing, never_said, planned


def asked_words(backends: Backends, trainer_id: str, message: str, roster: Iterable[ClientRef]) -> tuple[str | None, str]:
    """The kind of record named and the words searched, as semanticSearch and chatWithAI both read a question
    (intent.asked_topic, then the records' spelling, then without the frame of a count or a date)."""
    named_type, asked = intent.asked_topic(message)
    # "shona thyriod", "grahams a kill ease": a keyboard slip or a misheard run read as the records' word
    # (shared/domain/records_spelling.py).
    asked = records_spelt(backends, trainer_id, asked, roster)
    # "how many times did sonny go hypo": what is counted is searched, not "times".
    asked = question_frame.without_count(asked)
    # "what came in about her on the 3rd": what was sent is searched, not "came".
    asked = question_frame.without_arrival(asked)
    # "how much quicker than in july": the values compared are searched, not "quicker" (comparative_asked).
    asked = comparative_asked.without_comparative(asked)
    # "since when is she off them": what is dated is searched, not "since".
    return named_type, question_frame.without_when(asked)


def thing_searched(backends: Backends, trainer_id: str, thing: str, roster: Iterable[ClientRef]) -> str:
    """A thread's thing carried into a follow-up as its question was searched (`asked_words`: "rhr" is "resting heart
    rate", a slip the records' word), without the words the plain reading adds after a word ("op" stays "op":
    plain_speech.as_typed), which the follow-up's own reading adds again."""
    return plain_speech.as_typed(asked_words(backends, trainer_id, thing, roster)[1])


def records_spelt(backends: Backends, trainer_id: str, question: str, roster: Iterable[ClientRef]) -> str:
    """`question` with a keyboard slip or a misheard run read as the word the trainer's records spell
    (shared/domain/records_spelling.py): against the store's word statistics, and for a slip's candidate
    they do not count (messages only), one keyword lookup in every record of the trainer's; for a slip no
    reading reached, the texts of the records that say the word before it (one lookup).
    The one reading semanticSearch and chatWithAI give a question right after intent.asked_topic."""
    store = backends.store
    everywhere = QueryFilter(source_types=tuple(DEFAULT_SOURCE_TYPES))
    return records_spelling.read(question, store.term_stats(trainer_id), [c.display_name for c in roster],
                                 held=lambda word: bool(store.keyword_query(trainer_id, word, 1, everywhere)),
                                 texts=lambda word: [str(m.metadata.get("text", "")) for m in store.keyword_query(
                                     trainer_id, word, records_spelling.PHRASE_RECORDS, everywhere)])


def decision_model(model_id: str) -> tuple[answerability.AnswerabilityModel | None, DecisionScale]:
    """The answerability model for this embedder and the scale its features are read on: its own
    fit, else the reference's through this deployment's maps (answerability.model_for_embedder)."""
    return answerability.model_for_embedder(model_id, decision_fingerprint(), calibration_for(model_id).decision)


def word_scale(model_id: str) -> DecisionScale | None:
    """The scale word cosines are read on, for the ranking's soft coverage and the decision's
    meaning check alike (answerability.word_scale)."""
    return answerability.word_scale(model_id, decision_fingerprint(), calibration_for(model_id).decision)


def question_evidence(
    backends: Backends, trainer_id: str, query: str, candidates: list[Candidate], scope: QueryFilter, best: float,
    scale: DecisionScale,
) -> answerability.Evidence:
    """The question-level features (answerability.Evidence) for `query` and its ranked candidates,
    the word-level ones read on `scale` (`decision_model`)."""
    return question_facts(backends, trainer_id, query, candidates, scope, best, scale)[0]


def question_facts(
    backends: Backends, trainer_id: str, query: str, candidates: list[Candidate], scope: QueryFilter, best: float,
    scale: DecisionScale,
) -> tuple[answerability.Evidence, list[str]]:
    """`question_evidence` and the question's words the history in scope never says, each as read and
    as typed (for the rules read after the model's features: word_evidence.unsaid_place)."""
    store, embedder = backends.store, backends.embedder
    stats = store.term_stats(trainer_id)
    # The words the question reading added after a plain word ("off the booze": sober, dry;
    # shared/domain/plain_speech.py) are no words of the trainer's: the decision reads the question as
    # typed, and a plain word as said where a record says one of the words added after it.
    alternatives = plain_speech.alternatives(query)
    as_typed = plain_speech.as_typed(query) if alternatives else query
    typed = answerability.decision_words(as_typed)
    words = corrected(typed, stats)  # as the ranking read the question
    # A word the typo step replaced is also looked for as typed: "running" read as "sunning"
    # (a word of this trainer's) is still the question's word.
    forms = {c: [c, t] for t in typed.split() if (c := corrected(t, stats)) and c != t}
    ranked = sorted(candidates, key=lambda c: -c.relevance)
    top = [c.metadata for c in ranked[: answerability.TOP_FEW]]
    lacking = answerability.unsaid_words(words, top)
    in_history = _said_in_history(store, trainer_id, lacking, words, alternatives, top, scope)
    missing = [w for w in lacking if not in_history[w]]
    meaning, salience = (
        # How much the question rests on a missing word: read on what the trainer typed, not beside the
        # words added after it, which would carry its meaning whether or not any record says them.
        word_evidence.meanings(embedder, scale, as_typed,
                               {w: forms.get(w, [w]) for w in missing},
                               ranked[: answerability.MEANING_CANDIDATES])
        if missing else ({}, {})
    )
    weight = (lambda stem: stats.idf(token_index(stem))) if stats is not None else (lambda stem: 1.0)
    typed_as = {c: forms_[1] for c, forms_ in forms.items()}
    siblings = word_evidence.siblings_only(query, {w: forms.get(w, [w]) for w in missing},
                                           ranked[: answerability.MEANING_CANDIDATES])
    facts = answerability.evidence(best, answerability.terms(words, weight, in_history, top, meaning, salience, typed_as,
                                                             siblings))
    unsaid = [f for w in missing for f in forms.get(w, [w])]
    # Topics said apart: read on the question's words with those added, each added word one topic with
    # the plain word it was added after ("how much water": "drinking four litres a day" says it).
    read = corrected(answerability.decision_words(query), stats) if alternatives else words
    return replace(facts, apart=word_evidence.apart(query, read, candidates, backends.settings.relevance_threshold,
                                                    alternatives)), unsaid


def _said_in_history(store: VectorStore, trainer_id: str, lacking: list[str], words: str,
                     alternatives: Sequence[tuple[str, Sequence[str]]], top: Sequence[Mapping[str, Any]],
                     scope: QueryFilter) -> dict[str, bool]:
    """`question_facts`'s step of the words the best records lack (`lacking`, of the question's `words`): whether
    the history in `scope` says each, one keyword lookup a word, all in one flight."""
    # Whether the history says the word as the ranking's coverage reads it (shared/domain/sameness.py):
    # the word or an equivalent, or a name of the same thing or a kind of it, phrases included; the
    # lookup asks for any of their words, and its first few records are read with that same test.
    lookups = {w: submit(store.keyword_query, trainer_id, " ".join(sameness.lookup_words(w, words)), HISTORY_READ, scope)
               for w in lacking}
    # A plain word's added words (plain_speech.alternatives: "gumshield": mouthguard) are looked up in the
    # same flight as the words themselves, read only where the word's own lookup found nothing.
    others = {w: other for w in lacking
              if (other := [a for plain, added in alternatives if (stem := tokens(w)[:1]) and stem[0] in tokens(plain)
                            for a in added])}
    other_lookups = {w: submit(store.keyword_query, trainer_id, " ".join(other), HISTORY_READ, scope)
                     for w, other in others.items()}
    in_history = {w: any(answerability.holds(w, m.metadata, words) for m in wait(lookup)) for w, lookup in lookups.items()}
    for w, lookup in other_lookups.items():
        found = [m.metadata for m in wait(lookup)]  # waited on even when unread: no lookup outlives the request
        if not in_history[w]:
            text = " ".join(others[w])
            in_history[w] = any(answerability.holds(a, m, text) for a in others[w] for m in [*top, *found])
    return in_history


def build_filter(backends: Backends, trainer_id: str, request: SearchRequest) -> QueryFilter:
    """The request's filters, after checking that named clients and chats are the caller's."""
    if request.clientId is not None:
        require_client(backends.documents, trainer_id, request.clientId)
    if request.chatId is not None:
        require_chat(backends.documents, trainer_id, request.chatId)
    return QueryFilter(
        client_id=request.clientId,
        chat_id=request.chatId,
        since_ts=request.since.timestamp() if request.since else None,
        until_ts=request.until.timestamp() if request.until else None,
        source_types=tuple(request.sourceTypes or DEFAULT_SOURCE_TYPES),
    )


def search_candidates(
    backends: Backends, trainer_id: str, query: str, top_k: int, query_filter: QueryFilter
) -> list[Candidate]:
    """The one ranking step every caller uses: embed the query, retrieve and rank, all under the
    search budget (or the caller's tighter one), one result per record and per text said twice in
    one chat ("ok", "ok"; `dedupe`), inside this step so that no caller ranks without it.

    The budget covers the query embedding (its retries included), the
    keyword statistics and every vector-store request; only loading the
    model or SDKs on a cold instance (`ready`) comes before it.
    Any failure, or running out of time, is SearchUnavailable; except an index that cannot
    serve this embedder (IndexMisconfigured: another width), which is FAILED_PRECONDITION.
    """
    ready(backends)
    embedder, store = backends.embedder, backends.store
    try:
        return dedupe(call_with_deadline(
            lambda: retrieve(embedder, store, trainer_id, query, top_k, query_filter,
                             circles=circle_context(backends, trainer_id), word_scale=word_scale(embedder.model_id)),
            backends.settings.search_timeout_s,
        ))
    except IndexMisconfigured:
        raise  # FAILED_PRECONDITION: an index of another width is not an outage to retry
    except (TimeoutError, EmbeddingError, VectorStoreError, OSError) as exc:
        raise _unavailable(exc) from exc


def ready(backends: Backends) -> None:
    """Create the embedder and the store now: on a cold instance that loads the model or
    SDKs and opens the index (shared/usecases/backends.py), which is start-up, not search time.
    Likewise the deployment-fitted calibration for the embedder (one Firestore read per
    instance and hour), and the running features' fingerprint (hashed once per process)."""
    backends.embedder, backends.store  # noqa: B018 - cached properties, created on first access
    # Fits made on other feature definitions than this code's are not used (shared/domain/fingerprint.py).
    use_features(ranking_fingerprint())
    calibration_fit.ensure_loaded(backends)


def _unavailable(exc: BaseException) -> SearchUnavailable:
    log.warning("search_unavailable", extra={"json_fields": {"errorClass": type(exc).__name__}})
    return SearchUnavailable()


def _iso(moment: datetime) -> str:
    """ISO-8601 in UTC with a Z, as `timestampIso`."""
    return moment.astimezone(timezone.utc).isoformat().replace("+00:00", "Z")


def to_result(c: Candidate) -> SearchResult:
    m = c.metadata
    ts = written_at(m)
    dated = ts is not None
    return SearchResult(
        messageId=str(m.get("sourceId", c.id)),
        chatId=m.get("chatId"),
        clientId=m.get("clientId"),
        senderId=m.get("senderId"),
        senderName=m.get("senderName"),
        text=str(m.get("text", "")),
        timestamp=round(ts * 1000) if dated else None,
        timestampIso=_iso(datetime.fromtimestamp(ts, tz=timezone.utc)) if dated else None,
        score=round(c.relevance, 4),
        cosine=round(c.cosine, 4),
        sourceType=str(m.get("sourceType", "message")),
        citation=citation_label(m),
        startOffsetS=m.get("startOffsetS"),
        endOffsetS=m.get("endOffsetS"),
    )
