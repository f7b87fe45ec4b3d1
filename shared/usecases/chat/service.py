"""chatWithAI: validate → retrieve → assemble the prompt → generate → cite → respond.

`answer()` returns the whole response; `answer_stream()` yields text chunks
and then the same `ChatResponse`. Both share `prepare()` (everything before
generation) and `finish()` (citations, confidence, conversation turns).

Questions that need no generation get an honest fixed answer instead (no
indexed messages, nothing relevant, a vague question, search unavailable).
In every such answer `hasContext` is false and `confidence` 0.0.

Confidence is the mean calibrated relevance (shared/domain/calibration.py) of the
sources the answer actually cites: 0.0 when it cites none.
"""

from __future__ import annotations

import logging
import re
import time
from collections import Counter
from dataclasses import dataclass, replace
from datetime import datetime, timezone
from typing import Any, Callable, Iterable, Iterator, Sequence, TypeVar

from shared.usecases.backends import Backends
from shared.usecases import intent
from shared.usecases import event_replies, previous_records, thread_opening, thread_records
from shared.usecases.chat import conversations, memory, read_again, spoken_kinds
from shared.usecases.chat.prepared import Prepared
from shared.usecases.chat.reading import Reading
from shared.domain import day_readings, event_told, timeframe
from shared.domain import names as person_names
from shared.domain.citations import extract_citations, extract_layer_citations, truncate
from shared.usecases.chat.models import ChatRequest, ChatResponse, CircleUsed, Source
from shared.domain.models import DEFAULT_SOURCE_TYPES
from shared.domain.record_time import written_at, written_or
from shared.domain.prompt import build_prompt
from shared.ports.keywords import tokens as keyword_tokens
from shared.kernel.deadline import (
    Deadline, DeadlineExceeded, all_of, bounded_stream, call_with_deadline, run_under, run_within, submit, wait,
)
from shared.kernel.errors import RETRY_AFTER_S, SearchUnavailable, Unavailable, VectorStoreError
from shared.ports.generator import Generation, unavailable
from shared.domain.retrieval import Candidate
from shared.domain import (answerability, goal_progress, kinds_in_period, leading, months_compared, onset_asked,
                           ordinal, particles, plain_speech, profile_fields, return_asked, runners_up, slot_values,
                           threads)
from shared.domain.compared_point import compared_point, with_compared as compared_with
from shared.domain.sources.models import ClientProfile
from shared.domain.sources.render import render_profile
from shared.usecases import (accompanied, asked_records, compared_empty, dated_empty, ordinal_lookup, quantity_lead,
                             roster_events, search, speaker_records)
from shared.usecases import thread_thing as thread_things
from shared.usecases.profiles import AskedProfile, asked_profile, fields_asked, read_profile
from shared.usecases.search import search_candidates
from shared.usecases.tenancy import ClientRef, require_client
from shared.ports.documents import DocumentReader
from shared.ports.vectorstore import QueryFilter

log = logging.getLogger(__name__)
T = TypeVar("T")

TOP_K = 24  # candidates fetched; one per record (search_candidates) and the threshold leave fewer
MAX_SOURCES = 8  # sources offered to the generator (the prompt budget may cut more)
# An answered question is offered at least this many exchanges when close records belong to it
# (shared/domain/runners_up.py, which semanticSearch applies too).
MIN_SOURCES = runners_up.MIN_SOURCES
REPLIES = 3  # next turns added after the best sources (with_replies)
# A reply is the other party's next message within REPLY_GAP_S (shared/domain/threads.py).
REPLY_GAP_S = threads.REPLY_GAP_S
# "still / these days": the newest record on the topic is offered first when it
# reaches this share of the threshold (with_latest).
LATEST_FRACTION = runners_up.LATEST_FRACTION
# "How is Aisha doing?": a dense probe for how a client is, then her newest records (intent.py,
# where semanticSearch reads them too).
STATUS_QUERY = intent.STATUS_QUERY
STATUS_SOURCES = intent.STATUS_SOURCES
STATUS_WORDS = intent.STATUS_WORDS
SNIPPET_CHARS = 240
OUTSIDE_QUOTE_CHARS = 100  # the quote of the closest match outside an empty period
# A no-match answer names the closest topics found: words from the head of the
# ranking, kept only above this fraction of the relevance threshold so that a
# store with nothing close yields no suggestions. Relevance, not raw cosine,
# because cosine means different things per embedder.
RELATED_FRACTION = 0.25
RELATED_CANDIDATES = 3
MAX_RELATED_TOPICS = 4

SEARCH_UNAVAILABLE = (
    "Search temporarily unavailable: I couldn't look through your clients' messages just now. "
    "Please try again in a moment."
)


def answer(backends: Backends, trainer_id: str, request: ChatRequest, now: datetime | None = None) -> ChatResponse:
    prepared = prepare(backends, trainer_id, request, now)
    if prepared.prompt is None:
        return finish(backends, prepared, None)
    started = time.perf_counter()
    generator, prompt = backends.generator, prepared.prompt
    try:
        generation = call_with_deadline(lambda: generator.generate(prompt), backends.settings.generation_timeout_s)
    except DeadlineExceeded as exc:
        raise unavailable() from exc
    prepared.timings_ms["generation"] = _ms(started)
    return finish(backends, prepared, generation)


def answer_stream(
    backends: Backends, trainer_id: str, request: ChatRequest, now: datetime | None = None
) -> Iterator[str | ChatResponse]:
    """Text chunks, then the final ChatResponse. GenerationError may interrupt the chunks."""
    prepared = prepare(backends, trainer_id, request, now)
    if prepared.prompt is None:
        yield from re.findall(r"\S+\s*|\s+", prepared.fixed_answer or "")
        yield finish(backends, prepared, None)
        return
    started = time.perf_counter()
    generation: Generation | None = None
    generator = backends.generator  # created (SDK imported) before its budget starts
    deadline = Deadline.start(backends.settings.generation_timeout_s)
    try:
        for item in bounded_stream(generator.stream(prepared.prompt), deadline):
            if isinstance(item, Generation):
                generation = item
            else:
                prepared.timings_ms.setdefault("firstToken", _ms(started))
                yield item
    except DeadlineExceeded as exc:
        raise unavailable() from exc
    prepared.timings_ms["generation"] = _ms(started)
    assert generation is not None, "a generator's stream ends with its Generation"
    yield finish(backends, prepared, generation)


def prepare(backends: Backends, trainer_id: str, request: ChatRequest, now: datetime | None = None) -> Prepared:
    """Read the conversation, the roster and the question (who, which kind, which period, what topic),
    then search and decide (`_search_and_decide`)."""
    now = now or datetime.now(timezone.utc)
    started = time.perf_counter()
    search.ready(backends)  # a cold instance loads its SDKs or model here, before the budget starts
    # One budget for everything before generation: the Firestore reads (conversation,
    # roster, ownership, profile, memory layers) and the retrieval. A read that
    # outlives it is UNAVAILABLE with retryAfter; the reads themselves stop at the
    # deadline too (shared/adapters/firestore_db.py, `respect_request_deadline`).
    # The retry with the thread's thing shares it: asking again must not double the wait.
    budget = Deadline.start(backends.settings.search_timeout_s)

    typed = request.message

    request, conversation, clients, named, scope, group_chats = _read_within(
        budget, lambda: _context(backends, trainer_id, request, now))
    names = {c.client_id: c.display_name for c in clients}

    prepared = Prepared(trainer_id, request, conversation, focus_client_id=scope, typed=typed)
    message, set_aside, named_type, question = _question_asked(backends, prepared, clients, names, scope)
    if named_type is None and _previous_answered(backends, prepared, scope, names, budget, group_chats, now):
        prepared.timings_ms["prepare"] = _ms(started)
        return prepared
    # "than last summer": a point of comparison, read once: the period asked when its days hold nothing
    # (`_period_asked`), else the time whose record the answer quotes beside the first (`_relevant`).
    point = compared_point(question, now)
    question, when = _period_asked(backends, trainer_id, request, conversation, clients, scope, group_chats,
                                   named_type, question, point, budget, now)
    topic = _topic_asked(question, names, scope)
    # A follow-up with no topic of its own ("is he still on it", "and does it still hurt?") asks about
    # the previous question's topic: read with it, not answered "What would you like to know about …?".
    # So does an elliptical one ("any side effects?" after "what bp meds is gideon on"), with its own.
    # So does a period alone after "and" / "what about" ("and back in june?" after "dereks ldl"): the
    # topic in that period, not the client's news of it ("what did she say in july?" stays news).
    # So does "it" in a period ("what was it in april?" after "his creatinine": the creatinine then).
    # Read in the one step semanticSearch takes when sent the conversation too (shared/usecases/thread_thing.py).
    question, topic, thread_thing, carried_own = _thread_read(backends, trainer_id, request, conversation, clients,
                                                              scope, named, question, topic, when)
    of_thread = scope is not None and request.clientId is None and scope == conversation.focus_client_id and not named
    reading = Reading(clients, names, scope, group_chats, set_aside, message, named_type, question, topic, when,
                       thread_thing, *carried_own, opening_turns=tuple(conversation.turns) if of_thread else (),
                       compared=point)
    return _search_and_decide(backends, prepared, reading, budget, now, started)


def _question_asked(backends: Backends, prepared: Prepared, clients: list[ClientRef], names: dict[str, str],
                    scope: str | None) -> tuple[str, list[ClientRef], str | None, str]:
    """`prepare`'s step of the question's own words: the message with the clients set aside read out of it and a
    name beside a kind moved, the clients set aside, the kind of record it names (None for none) and the words
    searched, with the previous question's thing or record it points back to."""
    conversation = prepared.conversation
    # "…according to my notes?": that kind of record answers it, and the phrase is no topic (read
    # first: "in her april check-in" leaves "in april" for the period); acknowledgements, adverbs and
    # a lifter's "pull" as semanticSearch reads them (intent.asked_topic).
    # "in my first meena note": the client's name where the record's owner stands, moved out of the way
    # so the kind and the ordinal are read (intent.name_beside_kind; as semanticSearch reads it).
    # "who else has knee trouble apart from joy": the roster's records but Joy's, and neither "apart"
    # nor her name a topic word (intent.excepted; as semanticSearch reads it).
    asked, set_aside = _set_aside(prepared.request.message, clients, scope, conversation)
    message = intent.name_beside_kind(asked, names.values())
    # The kind named and the words searched, as semanticSearch reads them (search.asked_words: the records'
    # spelling, no count's or date's frame).
    named_type, question = search.asked_words(backends, prepared.trainer_id, message, clients)
    # "and the retest?" after "freddies hop test": the previous question's thing again.
    if scope is not None:
        question = intent.repeated(question, conversation.turns, names.values()) or question
        # "the first number she sent was?" after "<name>'s 5k time": one of the records just quoted.
        question = intent.pointed_back(question, conversation.turns, names.values()) or question
    return message, set_aside, named_type, question


def _previous_answered(backends: Backends, prepared: Prepared, scope: str | None, names: dict[str, str],
                       budget: Deadline, group_chats: tuple[str, ...], now: datetime) -> bool:
    """`prepare`'s step of the previous answer: "what did i answer", "who sent that": the people of the exchange
    the previous answer quoted, answered from the records it was offered (previous_records), not searched for
    the words of the asking; `prepared` is then that answer (True). Not asked of a question naming a kind of
    record ("what did i write in my notes": asked_topic's kind, searched)."""
    previous = _previous_records(backends, prepared.trainer_id, prepared.request.message, prepared.conversation,
                                 scope, names, budget, group_chats, now)
    if not previous:
        return False
    _with_prompt(backends, prepared, previous, prepared.conversation, now, "", budget)
    prepared.outcome = "previous_records"
    return True


def _topic_asked(question: str, names: dict[str, str], scope: str | None) -> str:
    """`prepare`'s step of the topic: the question's topic words as the trainer typed them."""
    # A client's name typed with a slip ("dimitri") is a name, not a topic word.
    # So is a person named beside the client ("anything from des or kayleigh": who writes for him).
    topic = intent.client_topic(question, names.get(scope) if scope is not None else None, names.values())
    # The topic is what the trainer asked: the words the reading added after a plain word (shared/domain/
    # plain_speech.py) rank and count as evidence, and are never a topic word (nor a profile field's).
    return plain_speech.as_typed(topic)


def _context(backends: Backends, trainer_id: str, request: ChatRequest, now: datetime) -> tuple[
        ChatRequest, conversations.Conversation, list[ClientRef], list[ClientRef], str | None, tuple[str, ...]]:
    """`prepare`'s reads (Firestore, under its budget): the request with the names the profiles give read as
    the clients' own, the conversation, the roster, the clients the question names, the client it is about
    (`_scope`) and their group chats."""
    documents = backends.documents
    conversation = conversations.load(documents, trainer_id, request.conversationId)
    clients = backends.clients(trainer_id)
    # "mac's hip injection": a name the client's profile says they go by is read as their first name
    # everywhere below (intent.with_given_names), and a relative the profile names ("what did will say" of
    # "Boyfriend Will") as the client's relative; the conversation keeps the question as typed.
    # "wen did kimmy strt runnin agen": texted words written as the words meant (intent.with_texted_words).
    request = request.model_copy(update={"message": intent.with_texted_words(
        intent.with_given_names(request.message, clients, relatives=True), clients,
        backends.store.term_stats(trainer_id))})
    # The clients the question names, read once: which client it is about (`_scope`), and whether it
    # names none (a detail of the thread's client, `_thread_read`). A client given names no other.
    named = intent.clients_named(request.message, clients, now) if request.clientId is None else []
    scope = _scope(documents, trainer_id, request, conversation, clients, named)
    # The client's group chats: what the trainer wrote there is part of the client's history.
    return (request, conversation, clients, named, scope,
            backends.group_chats(trainer_id, scope) if scope is not None else ())


def _period_asked(backends: Backends, trainer_id: str, request: ChatRequest, conversation: conversations.Conversation,
                  clients: list[ClientRef], scope: str | None, group_chats: tuple[str, ...], named_type: str | None,
                  question: str, point: timeframe.Timeframe | None, budget: Deadline,
                  now: datetime) -> tuple[str, timeframe.Timeframe | None]:
    """`prepare`'s step of the period: the question without the words that name it, and the period (None for
    none): its dates, else the span of an event of the client's (or of the one client whose records name the
    person) that it names. `point`: the question's point of comparison (compared_point), no period unless its
    days hold nothing (`_empty_point`)."""
    names = {c.client_id: c.display_name for c in clients}
    # "last week", "in May": a date filter, and words that no longer steer the search.
    question, when = timeframe.extract(question, now)
    if when is not None:
        # "…in the run-up to the nationals, mid august": the dates are the period; the clause only
        # says which side of the event they are (as semanticSearch reads it).
        question = timeframe.without_run_up(question)
    if when is None:
        # "merv's races in 2004" of a history that begins later: those dates are the period, which holds
        # nothing (shared/usecases/dated_empty.py); dates that hold a record are retrieval's, as before.
        empty = _empty_dates(backends, trainer_id, request, scope, group_chats, question, budget)
        if empty is not None:
            return empty
        # "is bramble jumping better than last summer" of a history that begins in January: the compared days
        # hold nothing, so they are the period (shared/usecases/compared_empty.py); one end only is recorded.
        when = _empty_point(backends, trainer_id, request, scope, group_chats, point, budget)
        if when is not None:
            return question, when
    if when is None and scope is not None:
        when, question = _event_span(backends, trainer_id, request, scope, group_chats, question, budget,
                                     names.get(scope, ""), list(names.values()), named_type, conversation.turns)
    elif when is None:
        # "anything from fiona after trials?" names no client: the one whose records alone name the
        # person (search.writer_client) dates the event; the question keeps the whole roster.
        when, question = _writer_event_span(backends, trainer_id, request, question, budget, clients, named_type)
    return question, when


def _thread_read(backends: Backends, trainer_id: str, request: ChatRequest, conversation: conversations.Conversation,
                 clients: list[ClientRef], scope: str | None, named: list[ClientRef], question: str, topic: str,
                 when: timeframe.Timeframe | None) -> tuple[str, str, str, tuple[str, str]]:
    """`prepare`'s step of the thread (shared/usecases/thread_thing.py): the question and topic with the thread's
    thing carried into them, what its own words could be asked again with (`Reading.thread_thing`), and its own
    words when the thing is carried (`Reading.own_topic`); the question and topic unchanged otherwise."""
    names = {c.client_id: c.display_name for c in clients}
    thread_thing = ""  # what the question's own words could be asked again with (`Reading.thread_thing`)
    carried_own = ("", "")  # its own words when the thread's thing is carried into its topic (`Reading.own_topic`)
    if scope is not None and thread_things.reads_thread(question, topic, when):
        carried = thread_things.carried(question, topic, when, conversation.turns, names.values(),
                                        lambda thing: search.thing_searched(backends, trainer_id, thing, clients))
        if carried is None:
            # Named no one, the conversation's client (`_scope`): a detail of the thread's thing in words of
            # its own ("what did the gp call it" after "<name>'s shoulder"), read with that thing too when
            # its own words alone are refused (`_search_and_decide`).
            inherited = request.clientId is None and scope == conversation.focus_client_id and not named
            thread_thing = thread_things.detail_asked(question, topic, when, conversation.turns, names.values(),
                                                      inherited)
        else:
            # "did she go", "how long will she be out", "how much quicker than in january": its own words are frame
            # (intent.asks_thing_again), ranked with the thing but no topic words of it ("go" is said "went", the
            # comparison is the reader's of the values).
            carried_own = (carried.own_question, carried.own_topic)
            question, topic = carried.question, carried.topic
    return question, topic, thread_thing, carried_own


def _search_and_decide(backends: Backends, prepared: Prepared, reading: Reading, budget: Deadline, now: datetime,
                       started: float) -> Prepared:
    """`prepare`'s steps from what the question asks on: the retrieval, the decision and the records
    chosen (`_one_pass`). Where the question's own words are refused, the retrieval and the decision run
    again on the question read another way (`_asked_again`: with the thread's thing, with its period's
    name, as an event's days), on the same read of who and what, under the same budget; else the refusal
    is said (`_refusal_answer`)."""
    step = _Pass(backends, prepared, reading, budget, now, started)
    answered = _one_pass(step)
    if not isinstance(answered, _Refusal):
        return answered
    return _asked_again(step) or _refusal_answer(step, answered)


def _asked_again(step: _Pass) -> Prepared | None:
    """The refused question asked again, read each way of read_again.WAYS in turn: the first answer that
    stands (quoting records, and `takes` it), its outcome prefixed by the reading's label; None when
    none does, and the refusal stands.

    What is left of this request's budget bounds each; out of time, the refusal stands. Only the
    retrieval and the decision run again: the conversation, the roster, the clients named and the
    client's layers (read early) are this pass's. (Unavailable: a read of the second pass, the
    profile's or the layers', outlived the budget.)"""
    prepared = step.prepared
    for way in read_again.WAYS:
        reading = way.reads(step)
        if reading is None or step.budget.expired():
            continue
        retry = _Pass(step.backends,
                      Prepared(prepared.trainer_id, prepared.request, prepared.conversation, prepared.focus_client_id,
                               layers_read=prepared.layers_read),
                      reading, step.budget, step.now, step.started)
        try:
            again = _one_pass(retry)
        except (DeadlineExceeded, Unavailable):
            continue
        if isinstance(again, _Refusal) or again.prompt is None or not way.takes(step.reading, again):
            continue
        again.outcome = f"{way.label}:{again.outcome}"
        return again
    return None


def _one_pass(step: _Pass) -> Prepared | _Refusal:
    """One pass of the retrieval and the decision over the question as `step.reading` reads it: the answer,
    or what a refusal would say. Each step below is one function, in the order they run; a step that
    answers returns the answer."""
    backends, prepared, reading, budget = step.backends, step.prepared, step.reading, step.budget
    asked = _asked(reading)
    if (not reading.topic and not asked.status and not asked.fields and not asked.by_ordinal
            and not reading.writer_asked.writer  # "who does jinty's messages": writer_records
            and not reading.first_words_asked):  # "what did i ask nigel when he joined": speaker_records.first_told
        # "what did i say when caoimhe was back": no topic word, but an event whose telling the trainer answered.
        told = _event_told(step)
        return told if told is not None else _vague(step)  # "where is greg from": a frame, no topic word, a field
    _read_layers_early(step)
    try:
        found = _retrieve(step, asked)
    except (SearchUnavailable, TimeoutError):
        return step.fixed(SEARCH_UNAVAILABLE, "search_unavailable")
    if asked.by_ordinal and not asked.status:
        by_ordinal = _ordinal_answer(step, found)
        if by_ordinal is not None:
            return by_ordinal
    if asked.status:
        # "where did it happen", "how long out" after "what happened to <name>'s nose": words of frame alone read as
        # the client's news, whose newest records (the asthma, the weeks after) said nothing of the event. The
        # thread's records that tell the event's slot (thread_records.slot_records) are tried before that news.
        told = _event_slot_answer(step, found)
        return told if told is not None else _status_answer(step, found)
    try:
        decision = run_within(budget, lambda: search.decide(
            backends, prepared.trainer_id, found.query, found.candidates, found.searched, reading.clients,
            day_readings.period_day(reading.when)))
    except (SearchUnavailable, TimeoutError):
        return step.fixed(SEARCH_UNAVAILABLE, "search_unavailable")
    decided = _decided_answer(step, found, decision)
    if isinstance(decided, _Refusal) and not reading.topic and reading.first_words_asked:
        # The trainer's first words asked, none found ("what did i write about wys when he started": his first
        # words are a note's): no topic to name in a refusal ("no mentions of ''"), so asked which, as before.
        return _vague(step)
    return decided


@dataclass(frozen=True)
class _Pass:
    """One pass of the retrieval and the decision (`_one_pass`): what each of its steps reads, and the two
    ways a step ends it."""

    backends: Backends
    prepared: Prepared
    reading: Reading
    budget: Deadline
    now: datetime
    started: float

    def answered(self, records: list[Candidate], outcome: str | None = None, topic: str = "") -> Prepared:
        """The answer quotes `records` (the prompt assembled; `topic`: the words the answer's "no message
        mentions …" note checks, none by default), under `outcome` (None: the outcome as it stands)."""
        _with_prompt(self.backends, self.prepared, records, self.prepared.conversation, self.now, topic, self.budget)
        if outcome is not None:
            self.prepared.outcome = outcome
        self.prepared.timings_ms["prepare"] = _ms(self.started)
        return self.prepared

    def group_chats_of(self, client_id: str) -> tuple[str, ...]:
        """The group chats `client_id` is in (read_again.Refused: a reading of another client's)."""
        return tuple(self.backends.group_chats(self.prepared.trainer_id, client_id))

    def fixed(self, text: str | None, outcome: str) -> Prepared:
        """A fixed answer, `text`: no generation."""
        self.prepared.fixed_answer, self.prepared.outcome = text, outcome
        return self.prepared


@dataclass(frozen=True)
class _Asked:
    """What kind of answer the question asks, read before the retrieval (`_asked`)."""

    # "How is Aisha doing?", "What did Lucia tell me in July?": the client's telling records.
    status: bool
    # "What is Pedro's job?", "how old is Wes": fields of the client's profile.
    fields: tuple[str, ...]
    # "raff's first check-in": the record named by its ordinal.
    by_ordinal: bool


@dataclass(frozen=True)
class _Refusal:
    """A pass the decision refused that no period, slot or profile answered: what its refusal says
    (`_refusal_answer`), unless the thread's thing answers it first (`_search_and_decide`)."""

    found: _Found
    decision: answerability.Decision
    profile: AskedProfile
    outside: list[Candidate]  # the relevant records outside the period asked


@dataclass(frozen=True)
class _Found:
    """The retrieval's result (`_retrieve`): what it ranked by, the candidates, and the filter they were
    found under (the kinds the search settled on: search.kind_first, search.status_records)."""

    query: str
    candidates: list[Candidate]
    searched: QueryFilter


def _asked(reading: Reading) -> _Asked:
    scope, question, topic = reading.scope, reading.question, reading.topic
    # "How is Aisha doing?" names a client and no topic: her latest records answer it.
    # So does a question that names a client and a period and nothing else ("What did
    # Lucia tell me in July?"): her records of that period, not a request for a topic.
    # "raff's first check-in": the record named by its ordinal is what is asked (shared/domain/ordinal.py).
    by_ordinal = (scope is not None and reading.named_type in ordinal.KINDS
                  and ordinal.asked_ordinal(reading.message) is not None)
    status = scope is not None and (
        intent.asks_status(question, topic)
        or (reading.when is not None and not topic)
        # "what did i say kieran could do on the call": the trainer's own words in the kind of record named
        # (intent.asked_topic's kind), nothing else asked: the client's records of that kind, as a status
        # question's, not "What would you like to know…?". (An ordinal names the one record: read by it.)
        or (reading.named_type is not None and not topic and not by_ordinal
            and previous_records.asks_own_words(question, reading.names.values()))
    )

    # "What is Pedro's job?", "how old is Wes": a question for the client's profile.
    fields = fields_asked(question, topic) if scope is not None and not status else ()
    return _Asked(status, fields, by_ordinal)


def _event_told(step: _Pass, decision: answerability.Decision | None = None) -> Prepared | None:
    """A question that asks the trainer's words by the client's event told by its particle ("what did i say when
    caoimhe was back", "… when jory came back"): the client's telling of it and the trainer's answer (event_replies,
    the reader asked_records leads with), read by the question as typed. None for any other question, a word the
    `decision` found never said (asked_records.kept_by_absent: its refusal stands), none found, or past the budget
    (the question is vague, or answered by its ranking, as before)."""
    backends, reading = step.backends, step.reading
    # As typed: the reading's question has lost the particle ("back"), read as a word of the frame.
    message, names, scope = step.prepared.request.message, reading.names, reading.scope
    query = intent.without_names(message, [names[scope]]) if scope in names else message
    event = event_told.asked(query)
    if event is None or not event.particles:
        return None
    # Read once: kept_by_absent and event_replies are handed this reading, not the query to read again.
    if decision is not None and not asked_records.kept_by_absent(decision.absent_topic, query, reading.question,
                                                                  reading.writer_asked, True):
        return None
    within = QueryFilter(client_id=scope, group_chats=reading.group_chats)
    try:
        found = run_within(step.budget, lambda: event_replies.event_replies(
            backends, step.prepared.trainer_id, event, within))
    except (SearchUnavailable, TimeoutError, VectorStoreError):
        return None
    if not found:
        return None
    threshold = backends.settings.relevance_threshold
    return step.answered([Candidate(m.id, m.score, threshold, m.metadata) for m in found], "own_words")


def _vague(step: _Pass) -> Prepared:
    """No topic word, no status, no field, no ordinal: ask what the trainer would like to know."""
    names, scope = step.reading.names, step.reading.scope
    step.fixed(_vague_answer(names.get(scope) if scope else None, list(names.values())), "vague")
    step.prepared.timings_ms["prepare"] = _ms(step.started)
    return step.prepared


def _read_layers_early(step: _Pass) -> None:
    """The client in focus is known before the retrieval (named, given or carried over), and the
    prompt's client layers (profile, plan, last 7 days: about a dozen Firestore round trips)
    depend on nothing the retrieval or the decision finds: read them now, while those run,
    instead of after them. The same reads with the same `now` `_with_prompt` would make, under
    the same budget; an answer without a prompt (a refusal) leaves their result unread.
    (Asked again with the thread's thing, the first pass's read serves: same client, same `now`.)"""
    scope, prepared = step.reading.scope, step.prepared
    if scope is not None and prepared.layers_read is None:
        prepared.layers_read = (scope, submit(run_under, step.budget, _client_layers, step.backends,
                                              prepared.trainer_id, scope, step.now))


def _search_query(reading: Reading, asked: _Asked) -> str:
    """What the retrieval ranks by."""
    if asked.status:
        return STATUS_QUERY
    if asked.by_ordinal and not reading.topic:
        return STATUS_QUERY  # nothing else asked: the kind's records, ranked as a status question's
    # Once the search is filtered to one client, their name in the query only
    # adds noise (every one of their messages carries it): search the rest.
    names, scope = reading.names, reading.scope
    return intent.without_names(reading.question, [names[scope]]) if scope in names else reading.question


def _kinds_asked(request: ChatRequest) -> tuple[str, ...]:
    """The kinds of record the request searches (every default kind when it names none)."""
    return tuple(request.sourceTypes or DEFAULT_SOURCE_TYPES)


def _retrieve(step: _Pass, asked: _Asked) -> _Found:
    """The candidates, within the request's budget (one search budget for the whole retrieval step:
    these searches and the answerability check). Raises SearchUnavailable or TimeoutError."""
    backends, trainer_id, reading, budget = step.backends, step.prepared.trainer_id, step.reading, step.budget
    query, when = _relative_by_name(step, _search_query(reading, asked)), reading.when
    searched = QueryFilter(
        client_id=reading.scope,
        group_chats=reading.group_chats,
        other_than=tuple(c.client_id for c in reading.set_aside),
        # "what did i say about his weight": only the kinds a person's words are in (spoken_kinds).
        source_types=spoken_kinds.kinds_searched(reading.message, _kinds_asked(step.prepared.request),
                                                 reading.named_type, bool(step.prepared.request.sourceTypes)),
        since_ts=when.since.timestamp() if when else None,
        until_ts=when.until.timestamp() if when else None,
    )
    t = time.perf_counter()
    try:
        if asked.status:
            # The client's most telling records for the status query, "since the trial" read as the
            # event on, the last weeks' best joined when no period is asked: as semanticSearch reads
            # them (search.status_records, which both call).
            candidates, searched = run_within(budget, lambda: search.status_records(
                backends, trainer_id, reading.question, searched, reading.named_type, TOP_K, step.now,
                when.named if when is not None else "", day_readings.period_day(when)))
        else:
            # The kind named, every kind when the client has none of it (search.kind_first, as semanticSearch).
            candidates, searched = run_within(budget, lambda: search.kind_first(
                backends, trainer_id, query, TOP_K, searched, reading.named_type))
    finally:
        step.prepared.timings_ms["retrieval"] = _ms(t)
    return _Found(query, candidates, searched)


def _ordinal_answer(step: _Pass, found: _Found) -> Prepared | None:
    """The note or check-in named by its ordinal leads, whatever the ranking thought of the others;
    the question's other relevant records of the kind follow it. None when no record is named (or not
    read in time), or the one named does not answer."""
    backends, trainer_id, reading = step.backends, step.prepared.trainer_id, step.reading
    try:
        named = run_within(step.budget, lambda: ordinal_lookup.named_record(
            reading.message, reading.named_type, found.candidates, found.searched,
            lambda scope_: search_candidates(backends, trainer_id, found.query, ordinal_lookup.LOOKED_UP, scope_)))
    except TimeoutError:
        return None
    if named is None or not ordinal.answers(named, bool(reading.topic), reading.message):
        return None
    threshold = backends.settings.relevance_threshold
    chosen = leading.in_front(named, [c for c in found.candidates if c.relevance >= threshold], threshold)[:MAX_SOURCES]
    return step.answered(chosen, "ordinal_record")


def _status_answer(step: _Pass, found: _Found) -> Prepared:
    """The records that say most about the client's state (the status query's best, with the
    last weeks' best when no period is asked: search.status_records), newest first: by date
    alone, "Invoice is in your inbox" and "Same time next week?" crowded out the check-in and
    the news of the period."""
    backends, reading = step.backends, step.reading
    names, scope, when = reading.names, reading.scope, reading.when
    latest = status_order(found.candidates, when is not None, when.core if when is not None else None,
                          when.named if when is not None else "")
    if not latest and when is not None:
        # An empty period is not an empty history: say so, and when there is something.
        try:
            whole = run_within(step.budget, lambda: search_candidates(
                backends, step.prepared.trainer_id, found.query, TOP_K,
                QueryFilter(client_id=scope, source_types=found.searched.source_types, group_chats=reading.group_chats)))
        except (SearchUnavailable, TimeoutError):
            whole = []
        # A kind named with the period ("trevor check-in in may") was searched alone
        # (kinds_in_period.keeps_to_kind): the refusal names the kind, whether or not the client has any.
        kind = reading.named_type if found.searched.source_types == (reading.named_type,) else None
        if whole or kind:
            name = names.get(scope or "", "this client")
            threshold = backends.settings.relevance_threshold
            said = (kinds_in_period.none_of_kind(kind, names.get(scope or ""), _period(when)) if kind
                    else f"I couldn't find any records in your messages with {name}{_period(when)}.")
            return step.fixed(said + _outside_period(sorted(whole, key=lambda c: -c.relevance),
                                                     LATEST_FRACTION * threshold), "outside_period")
    if not latest:
        return step.fixed(_nothing_indexed(names.get(scope)), "no_index")
    # No topic words to cover: the answer's "no message mentions …" note does not apply.
    return step.answered(latest)


def _event_slot_answer(step: _Pass, found: _Found) -> Prepared | None:
    """A status question that asks a slot of the thread's event or thing (slot_values.THREAD: where it happened,
    how long they were off, how it started), answered from the thread's records that hold the slot; None for any
    other question, or when no record of the thread holds one (the news answers, as before)."""
    slot = previous_records.asked_slot(step.prepared.request.message, step.reading.names.values())
    if slot not in slot_values.THREAD:
        return None
    filled = _slot_answer(step, pool=found.candidates)
    return step.answered(filled, "previous_slot") if filled else None


def _decided_answer(step: _Pass, found: _Found, decision: answerability.Decision) -> Prepared | _Refusal:
    """After the decision: the people asked about, the profile's answer, the answer's records, or the
    refusal (`_refused`)."""
    # "whose dad messaged me" across the roster: the messages someone else sent for a client, naming the
    # person asked, answer it by what they are (previous_records.writers_asked), whatever the decision.
    writers = _writers_asked(step, found)
    if writers:
        return step.answered(writers[:MAX_SOURCES], "writers_asked")
    # "what did gerry say", "what did ollie's mum say": the records of that person's own words lead.
    own = _own_words_asked(step, found, decision)
    if isinstance(own, _Refusal):
        return own
    if own:
        return step.answered(own, "own_words")
    # "what did i say when jory came back": the reading lost the particle ("back", a word of its frame), so the
    # records asked_records reads by the event were not found by it; read by the question as typed.
    told = _event_told(step, decision)
    if told is not None:
        return told
    profile = _profile_asked(step, found)
    relevant, outside = _relevant(step, found, decision)
    # "did he reach his target": the client's goal records, which say whether it was met, lead (shared/domain/
    # goal_progress.py); ranked under the threshold, the profile's goal answered alone.
    message = step.prepared.request.message
    relevant = goal_progress.leading(message, goal_progress.asked_quantities(message, _thread_asked(step)),
                                     relevant, found.candidates, step.reading.scope)
    if profile.record is not None:
        return _profile_answer(step, profile, relevant)
    if not decision.answerable and not relevant:
        # "when did that start" after "<name>'s tinnitus": a slot of the thread's thing in words no record says
        # ("start"), which the thread's records hold (its first report, oldest first: `_event_slot_answer`).
        told = _event_slot_answer(step, found)
        return told if told is not None else _refused(step, found, decision, profile, outside)
    if decision.answerable and relevant:
        # "which side", "what's he taking for it" after an answer about the thing: the search answered the
        # slot's words with records that give no value of the slot ("knee gone", "taking mum out"), while
        # the previous answer's records do ("his right knee buckled", "on co-codamol since"). Those answer
        # it; a search record that holds a value of the slot keeps the search's answer.
        filled = _slot_answer(step, answered=relevant, pool=found.candidates)
        if filled:
            return step.answered(filled, "previous_slot")
        relevant = _slot_holders_lead(step, found, relevant)
        # "who dislocated a shoulder" across the roster: the records holding the injury, one per client, lead.
        relevant = _roster_event_led(step, found, relevant)
    return step.answered(relevant, topic=step.reading.topic)


def _slot_holders_lead(step: _Pass, found: _Found, relevant: list[Candidate]) -> list[Candidate]:
    """"what's he on for it" after "<name>'s hba1c": the search's records hold the slot (one says "keep the
    metformin the same"), so its answer stands (`_slot_records`), but ranked by the thread's thing the lab
    panels of the hba1c led it and the records naming the medicine came after them or not at all (the intake,
    "Type 2 diabetic on metformin 500 twice a day", was not quoted). For a slot a closed list fills
    (previous_records.POOL_SLOTS: a medicine of the kinds table), the answer's records that name one lead,
    then the client's other candidates at the floor that do, then the rest; `relevant` unchanged for any
    other question."""
    reading = step.reading
    slot = previous_records.asked_slot(step.prepared.request.message, reading.names.values())
    if slot in previous_records.LEAD_SLOTS:
        # "which arm is it": the answer's records that say a side lead ("right shoulder dislocation"), not the
        # coach's "shoulder blade strength" the words ranked first.
        return previous_records.filled_first(relevant, slot) or relevant
    if slot not in previous_records.POOL_SLOTS or reading.scope is None:
        return relevant
    floor = LATEST_FRACTION * step.backends.settings.relevance_threshold
    have = {c.id for c in relevant}
    holding = [c for c in relevant if previous_records.holds_slot([c], slot)]
    more = [c for c in found.candidates if c.relevance >= floor and c.id not in have
            and c.metadata.get("clientId") in (reading.scope, None) and previous_records.holds_slot([c], slot)]
    if not holding and not more:
        return relevant
    return [*holding, *more, *(c for c in relevant if c not in holding)]


def _roster_event_led(step: _Pass, found: _Found, relevant: list[Candidate]) -> list[Candidate]:
    """The answer's records led by those holding the injury a question across the roster asks
    (roster_events.holders: "who's got a replaced knee" quotes the client whose profile says the
    operation), then the rest; `relevant` unchanged for any other question, none found, or past the budget."""
    threshold = step.backends.settings.relevance_threshold
    try:
        lead = run_within(step.budget, lambda: roster_events.holders(
            step.backends, step.prepared.trainer_id, found.query, found.candidates, found.searched, threshold))
    except (SearchUnavailable, TimeoutError, VectorStoreError):
        return relevant
    if not lead:
        return relevant
    led = {c.id for c in lead}
    return [*lead, *(c for c in relevant if c.id not in led)][:MAX_SOURCES]


def _relative_by_name(step: _Pass, query: str) -> str:
    """"what did niamh's fella cook her", "how many times has niamh's boyfriend texted me": a client's
    relative asked by the relation is asked by the name they gave ("its conor niamhs fella", the profile's
    "Boyfriend Conor"), as the records about them name them ("conor made me a protein pancake stack"): the
    search's one reading (search.relative_by_name). The query unchanged with a period asked, for any other
    question, or past the budget."""
    reading = step.reading
    # Not with a period asked: the chat's own guard (the search asks it of its caller, too).
    if reading.when is not None:
        return query
    return search.relative_by_name(step.backends, step.prepared.trainer_id, reading.question, query,
                                   QueryFilter(client_id=reading.scope, group_chats=reading.group_chats),
                                   reading.clients, step.budget)


def _own_words_asked(step: _Pass, found: _Found, decision: answerability.Decision) -> list[Candidate] | _Refusal:
    """"what did gerry say", "what did ollie's mum say": the records holding that person's own words
    (speaker_records.own_records: what they wrote from the client's phone, their session lines, quotes of
    them), then the answer's relevant records, with what accompanies them; "what did i tell janet": the
    trainer's words to them (speaker_records.told_records), likewise; "what did i tell bex at the start": the
    first of them (speaker_records.first_told). With a period asked ("what did
    poppy's mum tell me in august"), only their records of the period, and none there while they wrote
    outside it is refused, naming when they did (a `_Refusal`). [] for any other question, none found, or a
    decision that found a word of the question never said (its refusal stands)."""
    backends, reading = step.backends, step.reading
    # A word never said refuses (asked_records.kept_by_absent, read in `lead`), unless it is the verb of saying
    # ("has her boyfriend texted me": what they wrote is the answer, and no record says "texted").
    # Nor the relation's word when it is said in another form ("boyfriend" for "its conor niamhs fella": their
    # own records were found by its forms).
    # Nor the words of a beginning ("what did i tell bex at the start": no record says "start"; the trainer's
    # first words to them answer it, speaker_records.first_told).
    # Nor a word of permission ("what's ellie not allowed to do": the records state the rule, never
    # "allowed"; rule_records reads them).
    led = asked_records.lead(backends, step.prepared.trainer_id, found.query, reading.question, found.candidates,
                             found.searched, reading.when, reading.clients, decision, step.budget,
                             reading.writer_asked)
    if led.outside:
        # "what did jago say in august": they wrote, never then. Refused as a period with nothing in it
        # is, naming when they did.
        return _Refusal(found, replace(decision, answerable=False), AskedProfile(), led.outside)
    if not led.records:
        return []
    # With what accompanies them, as any answer's records (`_followed`): the trainer's reply to the relative's
    # message is what "& what did i say" asks next.
    return _followed(backends, step.prepared.trainer_id, found.query, reading.question, led.records[:MAX_SOURCES],
                     found.candidates, found.searched, backends.settings.relevance_threshold, step.budget)


def _writers_asked(step: _Pass, found: _Found) -> list[Candidate]:
    """Across the roster, with no period and no kind named: the records someone else sent for a client
    that name the person asked (previous_records.writers_asked); none for any other question."""
    reading = step.reading
    if reading.scope is None and reading.when is None and reading.named_type is None:
        ranked = {c.id for c in found.candidates}
        more = [c for c in _relation_records(step) if c.id not in ranked]
        return previous_records.writers_asked(step.prepared.request.message, [*found.candidates, *more],
                                              step.prepared.trainer_id, reading.names)
    return []


def _relation_records(step: _Pass) -> list[Candidate]:
    """"whose boyfriend texted": the records naming the relation in any of its forms ("its conor niamhs
    fella": speaker_records.relation_records), which the ranking of the one word asked left out; scored
    at the threshold (they answer by what they are, as `_writers_asked` reads them). [] past the budget."""
    backends = step.backends
    try:
        found = run_within(step.budget, lambda: speaker_records.relation_records(
            backends, step.prepared.trainer_id, step.prepared.request.message))
    except (SearchUnavailable, TimeoutError, VectorStoreError):
        return []
    threshold = backends.settings.relevance_threshold
    return [Candidate(m.id, m.score, threshold, m.metadata) for m in found]


def _profile_asked(step: _Pass, found: _Found) -> AskedProfile:
    """A question for profile fields reads the profile once: to answer from it, or to say it lists none;
    read as semanticSearch reads it (profiles.asked_profile). Nothing asked with no client in focus."""
    backends, trainer_id, reading, budget = step.backends, step.prepared.trainer_id, step.reading, step.budget
    scope = reading.scope
    # Nor the thread's thing carried into a period ("and during the strike" after "has he hit his target"): the
    # profile holds the goal now, the period's records what was asked (the profile's goal was quoted alone, where the
    # period's news answered; blind30-687).
    if scope is None or reading.carried_into_period:
        return AskedProfile()
    return asked_profile(scope, reading.question, reading.topic, found.searched.source_types, found.candidates,
                         read=lambda: _read_within(budget, lambda: read_profile(backends.documents, trainer_id, scope)),
                         search=lambda only: _profile_search(backends, trainer_id, found.query, only, budget))


def _relevant(step: _Pass, found: _Found, decision: answerability.Decision) -> tuple[list[Candidate], list[Candidate]]:
    """The answer's records, with what accompanies them, and the relevant records outside the period
    asked (for the refusal to quote). A period the decision refused may still answer: its outcome is then
    "period_of_topic"."""
    if not decision.answerable and step.reading.when is not None and decision.reason != "unknown_subject":
        return _period_relevant(step, found)
    if decision.answerable:
        # "is her shoulder better than in february": the compared time's record beside the first
        # (compared_point.with_compared; the newest records rank by the thing's words, February's may not), as
        # `prepare` read it (`Reading.compared`).
        point = step.reading.compared if step.reading.when is None else None
        return compared_with(point, _led(step, found, _chosen(step, found)), found.candidates,
                             LATEST_FRACTION * step.backends.settings.relevance_threshold), []
    return [], []


def _period_relevant(step: _Pass, found: _Found) -> tuple[list[Candidate], list[Candidate]]:
    """`_relevant`'s step of a period refused: its records (outcome "period_of_topic") and none outside it, or
    none and the relevant records outside it."""
    backends, trainer_id, reading = step.backends, step.prepared.trainer_id, step.reading
    query, threshold = found.query, backends.settings.relevance_threshold
    # "How was Lucia sleeping in August?": the period's records rarely use the
    # question's words ("waking up drenched at 3am"), so the whole history says what
    # is about the topic, and the period keeps what falls in it.
    # Its best records that fall in the period, or their later updates that do ("How did her erg
    # test go in April?": January's test, April's "7:29.8!!! SUB 7:30"): shared/usecases/period.py,
    # read as semanticSearch reads them (search.period_records).
    period = search.period_records(backends, trainer_id, query, found.searched, reading.clients, reading.when,
                                   threshold, step.budget)
    if period.found:
        # Offered with what follows them, led and with a metric's weeks, as an answered question's
        # records are (`_followed`) and as semanticSearch returns a period's records.
        step.prepared.outcome = "period_of_topic"
        return _followed(backends, trainer_id, query, reading.question, period.found, period.whole, found.searched,
                         threshold, step.budget), []
    return [], [c for c in period.whole if c.relevance >= threshold] if period.answered else []


def _chosen(step: _Pass, found: _Found) -> list[Candidate]:
    """`_relevant`'s step of an answerable question: the records above the threshold with the runners-up and a
    metric's weeks, each month compared in front, and what follows them (`_followed`)."""
    backends, question = step.backends, step.reading.question
    threshold = backends.settings.relevance_threshold
    # A metric's weeks past the first two after the other relevant records and the runners-up, as the
    # search (runners_up.around_weeks).
    kept, runners, later = runners_up.around_weeks(found.candidates, threshold, question, MAX_SOURCES)
    chosen = [*kept, *runners, *later][:max(MAX_SOURCES, len(kept) + len(runners))]
    # "sit to stand march vs sept": each month's own record in front (shared/domain/months_compared.py).
    chosen = months_compared.leading(timeframe.months_compared(step.prepared.request.message, step.now), chosen,
                                     found.candidates, LATEST_FRACTION * threshold)
    return _followed(backends, step.prepared.trainer_id, found.query, question, chosen, found.candidates,
                     found.searched, threshold, step.budget)


def _led(step: _Pass, found: _Found, followed: list[Candidate]) -> list[Candidate]:
    """`_relevant`'s last step of an answerable question: `followed` with the record that gives the value, the
    first report or the return asked in front (`quantity_lead`, `_first_report_led`, `_return_led`), else as
    they are."""
    reading, threshold = step.reading, step.backends.settings.relevance_threshold
    # "what did she weigh at the start", "how much has he lost since july", "what was it when the rowing club
    # started back" after "<name>'s rhr": the written records that give the value asked lead (the step
    # semanticSearch takes too: shared/usecases/quantity_lead.py); ranked by the quantity, the newest weekly
    # summaries did.
    lead = quantity_lead.led(reading.question, reading.own_topic, reading.when is not None, found.query, followed,
                             found.candidates, found.searched, reading.scope, LATEST_FRACTION * threshold,
                             lambda query, scope: _written_pool(step, query, scope), _thread_asked(step))
    if lead is None:
        lead = _first_report_led(step, found, followed) or _return_led(step, found, followed)
    return followed if lead is None else lead[:max(MAX_SOURCES, len(followed))]


def _first_report_led(step: _Pass, found: _Found, chosen: list[Candidate]) -> list[Candidate] | None:
    """"when did ewart's leg start": the client's first report of the thing (shared/domain/onset_asked.py), from
    the ranking's candidates and the client's written records ranked by the thing's words, leads `chosen`; None for
    any other question, with no client in focus, or when no record says the thing (the records stand)."""
    reading = step.reading
    words = onset_asked.asked_thing(step.prepared.request.message, reading.names.values())
    if not words or reading.scope is None:
        return None
    scope = quantity_lead.written_scope(found.searched)
    pool = [*found.candidates, *_written_pool(step, " ".join(words), scope)]
    first = onset_asked.first_report(words, pool, reading.scope, step.prepared.trainer_id,
                                     LATEST_FRACTION * step.backends.settings.relevance_threshold)
    if first is None:
        return None
    threshold = step.backends.settings.relevance_threshold
    return [replace(first, relevance=max(first.relevance, threshold)), *(c for c in chosen if c.id != first.id)]


def _return_led(step: _Pass, found: _Found, chosen: list[Candidate]) -> list[Candidate] | None:
    """"when was he back dancing" after "<name>'s foot", "when was <name> back after the bronchitis": the client's
    first record telling a return after the thing's first report (shared/domain/return_asked.py) leads `chosen`, from
    the ranking's candidates and the client's written records ranked by the thing and "back"; None for any other
    question, with no client in focus or no thing (the thread's opening thing, or the one named after "after"), or
    when no record tells a return after it."""
    reading, message = step.reading, step.prepared.request.message
    if reading.scope is None or not return_asked.asks_when_back(message):
        return None
    names = list(reading.names.values())
    thing = return_asked.after_thing(message) or thread_opening.opening_thing(step.prepared.conversation.turns, names)
    named = person_names.name_words(names)
    words = [w for w in answerability.topic_words(thing) if w.lower() not in named]
    if not words:
        return None
    pool = [*found.candidates, *_written_pool(step, f"{thing} back", quantity_lead.written_scope(found.searched))]
    floor = LATEST_FRACTION * step.backends.settings.relevance_threshold
    began = onset_asked.first_report(words[-1:], pool, reading.scope, step.prepared.trainer_id, floor)
    if began is None:
        return None
    back = return_asked.first_return(pool, reading.scope, step.prepared.trainer_id,
                                     written_or(began.metadata, 0.0), floor)
    if back is None:
        return None
    threshold = step.backends.settings.relevance_threshold
    return [replace(back, relevance=max(back.relevance, threshold)), *(c for c in chosen if c.id != back.id)]


def _written_pool(step: _Pass, query: str, scope: QueryFilter) -> list[Candidate]:
    """The client's written records ranked again for quantity_lead; [] past the budget."""
    try:
        return run_within(step.budget, lambda: search_candidates(
            step.backends, step.prepared.trainer_id, query, TOP_K, scope))
    except (SearchUnavailable, TimeoutError, VectorStoreError):
        return []


def _thread_asked(step: _Pass) -> str:
    """The follow-up's thread's questions, joined (previous_records.thread_asked); "" for a question of its own."""
    return previous_records.thread_asked(step.prepared.request.message, step.prepared.conversation.turns,
                                         step.reading.clients)


def _profile_answer(step: _Pass, profile: AskedProfile, relevant: list[Candidate]) -> Prepared:
    """The profile holds what was asked: it leads what the question's records would be offered with
    anyway (accompanied.with_profile, as semanticSearch returns it), whether or not they mention
    it too. No topic words to check: the field's value answers in other words than the
    question's ("Taxi driver" for "job"). Its own relevance, which confidence reads."""
    reading = step.reading
    on_file = _quoting_fields(profile, reading.names.get(reading.scope or ""))
    threshold = step.backends.settings.relevance_threshold
    return step.answered(accompanied.with_profile(on_file, relevant, threshold, as_results=False), "profile")


def _refused(step: _Pass, found: _Found, decision: answerability.Decision, profile: AskedProfile,
             outside: list[Candidate]) -> Prepared | _Refusal:
    """The decision refused and no period answered: the previous answer's records when they fill the
    slot asked, else the refusal."""
    if not outside and decision.reason != "unknown_subject":
        # "dose?", "side?", "till when" after an answer about the thing: the slot's word is said by no
        # record, but the previous answer's records may hold its value ("210mg", "on the right", "til
        # march"). Those that do answer it; a slot none of them fills is refused as before.
        filled = _slot_answer(step, pool=found.candidates)
        if filled:
            return step.answered(filled, "previous_slot")
    return _Refusal(found, decision, profile, outside)


def _slot_answer(step: _Pass, answered: Sequence[Candidate] = (), pool: Sequence[Candidate] = ()) -> list[Candidate]:
    """The previous answer's records that fill the slot a follow-up asks (`_slot_records`)."""
    prepared = step.prepared
    return _slot_records(step.backends, prepared.trainer_id, prepared.request.message, prepared.conversation,
                         step.reading.scope, step.reading.names, step.budget, answered=answered, pool=pool,
                         group_chats=step.reading.group_chats, now=step.now)


def _refusal_answer(step: _Pass, refused: _Refusal) -> Prepared:
    """The honest refusal (`_refusal`), saying the profile was read too when it was asked."""
    backends, prepared, reading = step.backends, step.prepared, step.reading
    found, decision, profile, outside = refused.found, refused.decision, refused.profile, refused.outside
    names, scope, searched = reading.names, reading.scope, found.searched
    types = _kinds_asked(prepared.request)
    prepared.fixed_answer, prepared.outcome = _refusal(
        backends, prepared.trainer_id, decision, reading.topic, names.get(scope) if scope else None, reading.when,
        found.candidates, outside, names,
        searched.source_types[0] if searched.source_types != types and len(searched.source_types) == 1 else None,
    )
    fields, on_record = profile.fields, profile.profile
    if fields and scope is not None:
        # "Any food allergies?" with none on file: say the profile was read too.
        # (Not when it has a value the question's frame cannot use: "where does wes live", notes naming no place.)
        if on_record is not None and not profile_fields.holds(on_record, fields):
            listed = " or ".join(profile_fields.LABELS[f] for f in fields)
            prepared.fixed_answer = f"{names.get(scope, 'The client')}'s profile lists no {listed}. " + (
                prepared.fixed_answer or "")
    return prepared


def _with_prompt(
    backends: Backends,
    prepared: Prepared,
    relevant: list[Candidate],
    conversation: Any,
    now: datetime,
    topic: str,
    budget: Deadline,
) -> Prepared:
    """The sources chosen: pick the client in focus, read their profile, assemble the prompt."""
    if prepared.focus_client_id is None:
        prepared.focus_client_id = answered_client(prepared.request.message, relevant)
    t = time.perf_counter()
    focus = prepared.focus_client_id

    early = prepared.layers_read

    def client_layers() -> tuple[dict[str, Any] | None, tuple[dict[str, Any] | None, list[str]]]:
        if focus is None:
            return None, (None, [])
        if early is not None and early[0] == focus and not early[1].cancel():
            return wait(early[1])  # read since `prepare` knew the client (one not started yet is read here)
        return _client_layers(backends, prepared.trainer_id, focus, now)

    profile, (plan, digest) = _read_within(budget, client_layers)
    prepared.timings_ms["profile"] = _ms(t)
    t = time.perf_counter()
    prepared.prompt = build_prompt(
        prepared.request.message,  # the model sees the question as asked, time words included
        # The vector id rides along so the saved turn can name exactly what it
        # was offered (deleteClient matches conversations by these ids).
        [(c.relevance, {**c.metadata, "vectorId": c.id}) for c in relevant],
        conversation.turns,
        profile,
        backends.settings.context_token_budget,
        now,
        topic=topic,
        plan=plan,
        digest=digest,
    )
    prepared.timings_ms["prompt"] = _ms(t)
    return prepared


def answered_client(question: str, relevant: list[Candidate]) -> str | None:
    """The client an answer naming no one turned out to be about: the one whose records lead the
    sources and make more than half of them. Saved as the conversation's client, it is what a
    follow-up is about ("what did his mum message about" → the client's records → "got a date on
    that"). Only one client's sources was asked before: one record of another client among them (a
    group chat, a namesake) left the follow-up searching every client's records. A question across
    the roster ("who had knee pain?") stays the roster's, however many of the records that answer it
    are one client's: its follow-ups are asked of the roster too (`_scope`)."""
    if intent.asks_across(particles.without_adverbs(question)):
        return None
    owners = [c.metadata.get("clientId") for c in relevant]
    lead = owners[0] if owners else None
    if not isinstance(lead, str) or 2 * owners.count(lead) <= len(owners):
        return None
    return lead


def _followed(
    backends: Backends, trainer_id: str, query: str, question: str, chosen: list[Candidate], pool: list[Candidate],
    searched: QueryFilter, threshold: float, budget: Deadline,
) -> list[Candidate]:
    """The records an answer quotes, whether the question's own ranking chose them or a period's
    (period.topic_in_period), with what accompanies them in the step semanticSearch takes for its
    results (accompanied.followed): what follows each source (its reply, up to REPLIES new turns
    past MAX_SOURCES; the later update and own group turn of the first ones), the record "still",
    "these days", "how often" asks for in front, what follows kept to the request's filter, a
    metric's weekly summaries. Every source's reply is read (the search reads its first FOLLOWED
    results'); each record keeps its own relevance (confidence reads it). Best effort within the
    budget: past it, the replies the pool holds."""
    return accompanied.followed(
        backends, trainer_id, query, question, chosen, pool, searched, threshold, budget,
        lambda scope, top_k: search_candidates(backends, trainer_id, query, top_k, scope),
        read=len(chosen), room=MAX_SOURCES + REPLIES, as_results=False)


def _previous_records(
    backends: Backends, trainer_id: str, message: str, conversation: conversations.Conversation, scope: str | None,
    names: dict[str, str], budget: Deadline, group_chats: tuple[str, ...] = (), now: datetime | None = None,
) -> list[Candidate]:
    """The previous answer's records a question about the trainer's own words or about who wrote asks
    (thread_records.previous_records, the step semanticSearch takes too), MAX_SOURCES at most."""
    return thread_records.exchange_records(backends, trainer_id, message, conversation, scope, names, budget,
                                           group_chats, now, most=MAX_SOURCES,
                                           find=search.thread_find(backends, trainer_id, TOP_K))


def _slot_records(
    backends: Backends, trainer_id: str, message: str, conversation: conversations.Conversation, scope: str | None,
    names: dict[str, str], budget: Deadline, answered: Sequence[Candidate] = (), pool: Sequence[Candidate] = (),
    group_chats: tuple[str, ...] = (), now: datetime | None = None,
) -> list[Candidate]:
    """The previous answer's records that fill the slot a follow-up asks (thread_records.slot_records, the step
    semanticSearch takes too), MAX_SOURCES at most."""
    return thread_records.slot_records(backends, trainer_id, message, conversation, scope, names, budget,
                                       answered=answered, pool=pool, group_chats=group_chats, now=now,
                                       most=MAX_SOURCES, find=search.thread_find(backends, trainer_id, TOP_K))


def _profile_search(backends: Backends, trainer_id: str, query: str, only_profile: QueryFilter,
                    budget: Deadline) -> list[Candidate]:
    """The profile's record for `query` (its vector is cached: the profile's own relevance, for
    confidence), within the chat's budget; none when the store fails or the budget runs out."""
    try:
        return run_within(budget, lambda: search_candidates(backends, trainer_id, query, 1, only_profile))
    except (SearchUnavailable, TimeoutError):
        return []


def _quoting_fields(asked: AskedProfile, client_name: str | None) -> Candidate:
    """The profile record that answers (profiles.asked_profile), quoting the fields asked for: the
    whole profile is long, and its quote is cut (the job comes last, after goals and injuries)."""
    found = asked.record
    assert found is not None
    text = (render_profile(ClientProfile.model_validate(asked.profile), client_name, asked.fields)
            or found.metadata.get("text", ""))
    return Candidate(found.id, found.cosine, found.relevance, {**found.metadata, "text": text}, found.features)


def with_replies(relevant: list[Candidate], pool: list[Candidate]) -> list[Candidate]:
    """Each of the best sources followed by the turn that answers it (threads.with_replies), up to
    REPLIES new turns past MAX_SOURCES."""
    return threads.with_replies(relevant, pool, MAX_SOURCES + REPLIES)


def finish(backends: Backends, prepared: Prepared, generation: Generation | None) -> ChatResponse:
    """Map citations, compute confidence, record the exchange, shape the response."""
    answer = _answered(prepared, generation)
    if prepared.layers_read is not None:
        prepared.layers_read[1].cancel()  # an answer without a prompt: the early read, if not started, is not needed
    _record_exchange(backends, prepared, answer.text)
    response = ChatResponse(
        response=answer.text,
        sources=answer.sources if prepared.request.includeSources else [],
        hasContext=bool(answer.sources),
        confidence=answer.confidence,
        conversationId=prepared.conversation.conversation_id,
        tokensUsed=answer.tokens,
        circles=_circles_used(answer.sources),
        layers=answer.layers,
    )
    _log_chat(prepared, response, len(answer.sources))
    return response


@dataclass(frozen=True)
class _Answer:
    """The answer's text as the trainer reads it, what it cites, and what it cost."""

    text: str
    sources: list[Source]
    layers: list[str]
    confidence: float  # the mean relevance of the records cited; 0.0 for none
    tokens: int


def _answered(prepared: Prepared, generation: Generation | None) -> _Answer:
    """The generated text with its citation marks read (the records cited, the context layers cited), or the
    fixed answer when nothing was generated."""
    if generation is None or prepared.prompt is None:
        return _Answer(prepared.fixed_answer or "", [], [], 0.0, 0)
    cited = extract_citations(generation.text, len(prepared.prompt.sources))
    used = [prepared.prompt.sources[n - 1] for n in cited.numbers]
    in_prompt = prepared.prompt.layer_tokens
    offered = {name for name, key in (("plan", "plan"), ("last7Days", "digest")) if in_prompt.get(key, 0) > 0}
    layer_cited = extract_layer_citations(cited.text, offered)
    sources = [_to_source(s.metadata, s.relevance, s.label) for s in used]
    confidence = round(sum(s.relevance for s in used) / len(used), 3) if used else 0.0
    return _Answer(layer_cited.text, sources, layer_cited.layers, confidence, generation.tokens_used)


def _record_exchange(backends: Backends, prepared: Prepared, text: str) -> None:
    """The question as typed and the answer, with every record offered, appended to the conversation."""
    conversations.append_exchange(
        backends.db,
        prepared.trainer_id,
        prepared.conversation,
        prepared.typed if prepared.typed is not None else prepared.request.message,
        text,
        [str(s.metadata["vectorId"]) for s in (prepared.prompt.sources if prepared.prompt else ())],
        prepared.focus_client_id,
    )


def _log_chat(prepared: Prepared, response: ChatResponse, cited: int) -> None:
    """The one log line of a chat: counts and timings, never its text."""
    log.info(
        "chat",
        extra={
            "json_fields": {
                "conversationId": response.conversationId,
                "outcome": prepared.outcome,
                "offeredSourceCount": len(prepared.prompt.sources) if prepared.prompt else 0,
                "citedSourceCount": cited,
                "promptTokenCount": prepared.prompt.estimated_tokens if prepared.prompt else 0,
                "usedTokenCount": response.tokensUsed,
                **{f"{step}Ms": ms for step, ms in prepared.timings_ms.items()},
            }
        },
    )


# -- steps ---------------------------------------------------------------------


def _event_span(backends: Backends, trainer_id: str, request: ChatRequest, scope: str, group_chats: tuple[str, ...],
                question: str, budget: Deadline, client_name: str, roster_names: list[str],
                named_type: str | None = None, turns: Sequence[Any] = ()) -> tuple[timeframe.Timeframe | None, str]:
    """"anything in the fortnight before his comp": the span around the client's event and the question
    without it, as semanticSearch reads them (search.event_period); (None, question) when it asks no
    such span, no record dates the event, or the budget runs out."""
    everything = QueryFilter(client_id=scope, group_chats=group_chats,
                             source_types=tuple(request.sourceTypes or DEFAULT_SOURCE_TYPES))
    try:
        rest, when = run_within(budget, lambda: search.event_period(
            backends, trainer_id, question, everything, client_name, roster_names, named_type, turns))
    except TimeoutError:
        return None, question
    return when, rest


def _empty_dates(backends: Backends, trainer_id: str, request: ChatRequest, scope: str | None,
                 group_chats: tuple[str, ...], question: str, budget: Deadline) -> tuple[str, timeframe.Timeframe] | None:
    """Dates named with their year that hold no record of the client's (of the roster's with no client asked): the
    question without them and them as the period (dated_empty.empty_dates); None otherwise, or out of time."""
    searched = _looked_up(request, scope, group_chats)
    return _within_or_none(budget, lambda: dated_empty.empty_dates_of(backends, trainer_id, question, searched))


def _empty_point(backends: Backends, trainer_id: str, request: ChatRequest, scope: str | None,
                 group_chats: tuple[str, ...], point: timeframe.Timeframe | None,
                 budget: Deadline) -> timeframe.Timeframe | None:
    """A point of comparison ("than last summer") whose days hold no record of the client's (of the roster's with
    no client asked): those days as the period (compared_empty.empty_point); None otherwise, or out of time."""
    if point is None:
        return None
    searched = _looked_up(request, scope, group_chats)
    return _within_or_none(budget, lambda: compared_empty.empty_point_of(backends, trainer_id, point, searched))


def _looked_up(request: ChatRequest, scope: str | None, group_chats: tuple[str, ...]) -> QueryFilter:
    """The records a period look-up (dates, a point of comparison) asks about: the client's own and the group
    chats they are in (the roster's with no client asked), of the kinds the request searches."""
    return QueryFilter(client_id=scope, group_chats=group_chats if scope is not None else (),
                       source_types=tuple(request.sourceTypes or DEFAULT_SOURCE_TYPES))


def _within_or_none(budget: Deadline, look_up: Callable[[], T]) -> T | None:
    """`look_up` under the request's budget; None when the budget runs out (the period is then retrieval's)."""
    try:
        return run_within(budget, look_up)
    except TimeoutError:
        return None


def _writer_event_span(backends: Backends, trainer_id: str, request: ChatRequest, question: str, budget: Deadline,
                       clients: list[ClientRef], named_type: str | None) -> tuple[timeframe.Timeframe | None, str]:
    """A message of one person dated by an event, asked with no client in focus: the span around the
    event of the client whose records name the person and the question without it, as semanticSearch
    reads them (search.writer_event_period); (None, question) when there is no such client or span,
    or the budget runs out."""
    try:
        rest, when = run_within(budget, lambda: search.writer_event_period(
            backends, trainer_id, question, request.sourceTypes or DEFAULT_SOURCE_TYPES, clients, named_type))
    except TimeoutError:
        return None, question
    return when, rest


def _scope(
    documents: DocumentReader,
    trainer_id: str,
    request: ChatRequest,
    conversation: conversations.Conversation,
    clients: list[ClientRef],
    named_clients: Sequence[ClientRef],
) -> str | None:
    """Which client the question is about: given, named in it (`named_clients`, read as semanticSearch
    reads it: intent.clients_named, after the kind and the period asked), or carried over from the last
    turn."""
    if request.clientId is not None:
        require_client(documents, trainer_id, request.clientId)  # NotFound for someone else's client
        return request.clientId
    named = {c.client_id for c in named_clients}
    if len(named) == 1:
        return named.pop()
    # Read without the adverbs ("what did i say back" names nothing: a follow-up). A question typed in
    # a conversation about one client that names no one and asks nothing across the roster is about
    # that client too, however it is worded ("still there the next morning?", "got a date on that"):
    # read across the roster, it quoted another client's records of the same words.
    bare = particles.without_adverbs(request.message)
    # "who told me first", "who texted me that night": who wrote of the thing just discussed (its "who" asks
    # no roster), when the telling came its only words (previous_records.asks_who_wrote).
    # So does "who told me about the mri": the trainer told of the thread's thing by someone (its "who" asks
    # who told, not which client; previous_records.asks_who_told).
    told = (previous_records.asks_who_wrote(bare, [c.display_name for c in clients])
            or previous_records.asks_who_told(bare))
    # So does "who diagnosed it", "which hand is that": its "who" / "which" asks of the thread's thing
    # (intent.asks_of_thread_thing), not across the roster.
    if not named and conversation.focus_client_id and (intent.is_follow_up(bare) or told
                                                       or not intent.asks_across(bare)
                                                       or intent.asks_of_thread_thing(bare)):
        if any(c.client_id == conversation.focus_client_id for c in clients):
            return conversation.focus_client_id
    return None


def _set_aside(
    message: str, clients: list[ClientRef], scope: str | None, conversation: conversations.Conversation,
) -> tuple[str, list[ClientRef]]:
    """The question without the clients it sets aside, and those clients: the ones named after "apart
    from", "besides", … (intent.excepted), or, named none, the conversation's client when the question
    asks across the roster for others ("who else has knee trouble" after an answer about Joy: everyone's
    records but hers; read across the whole roster, her own knee records led the answer again). None
    for a question about one client (`scope`)."""
    if scope is not None:
        return message, []
    asked, named = intent.excepted(message, clients)
    if named or not conversation.focus_client_id or not intent.asks_for_others(asked):
        return asked, named
    return asked, [c for c in clients if c.client_id == conversation.focus_client_id]


def status_order(telling: list[Candidate], in_period: bool,
                 core: tuple[datetime, datetime] | None = None, named: str = "") -> list[Candidate]:
    """A status answer's records: newest first, the client's state now; within a period asked
    ("how was kwame feeling at the start of september") best first, since the period already says
    when, and newest first put the period's last chatter ("merci!") before its check-in; the weekly
    metric summaries after the records someone wrote (intent.words_first). A period that is a named
    day or event (`core`: its own days, timeframe.Timeframe.core) puts the records of those days first:
    "trevor on valentines" led with the note of the 12th, in the padding, and "took janet for a curry
    for valentines" was left unquoted. Before both, the records that say the period's name (`named`,
    timeframe.Timeframe.named; search.status_records puts them among the status records): "eid mubarak! 3
    kilo down in ramadan", written the day after the last fast, is Ramadan's news."""
    if in_period:
        # What the client wrote before the device's weekly summaries (intent.words_first).
        ordered = intent.words_first(telling)
        if core is None and not named:
            return ordered
        since, until = (core[0].timestamp(), core[1].timestamp()) if core is not None else (0.0, float("inf"))
        words = set(keyword_tokens(named))

        def says_name(c: Candidate) -> bool:
            return bool(words & set(keyword_tokens(str(c.metadata.get("text") or ""))))

        return sorted(ordered, key=lambda c: (not says_name(c), not since <= written_or(c.metadata, 0.0) < until))
    return sorted(telling, key=lambda c: -written_or(c.metadata, 0.0))


def _client_layers(
    backends: Backends, trainer_id: str, focus: str, now: datetime
) -> tuple[dict[str, Any] | None, tuple[dict[str, Any] | None, list[str]]]:
    """The client's profile and memory layers (current plan and goals, last 7 days' digest)."""
    # Independent reads: at once, so that their round trips overlap.
    profile, layers = all_of(lambda: read_profile(backends.documents, trainer_id, focus),
                             lambda: memory.memory_layers(backends.documents, trainer_id, focus, now))
    return profile, layers


def _read_within(budget: Deadline, read: Callable[[], T]) -> T:
    """`read` (Firestore) under the request's budget: past it, UNAVAILABLE with retryAfter."""
    try:
        return run_within(budget, read)
    except DeadlineExceeded as exc:
        log.warning("chat_context_unavailable", extra={"json_fields": {"errorClass": type(exc).__name__}})
        raise Unavailable("Service temporarily unavailable, try again shortly", {"retryAfterSeconds": RETRY_AFTER_S}) from exc


def _to_source(metadata: dict[str, Any], relevance: float, label: str) -> Source:
    ts = written_at(metadata)
    return Source(
        messageId=str(metadata.get("sourceId", "")),
        chatId=metadata.get("chatId"),
        senderName=metadata.get("senderName"),
        timestamp=datetime.fromtimestamp(ts, tz=timezone.utc).isoformat().replace("+00:00", "Z")
        if ts is not None
        else None,
        snippet=truncate(" ".join(str(metadata.get("text", "")).split()), SNIPPET_CHARS),
        score=round(relevance, 4),
        sourceType=str(metadata.get("sourceType", "message")),
        label=label,
        clientId=metadata.get("clientId"),
        transcriptId=metadata.get("transcriptId") if isinstance(metadata.get("transcriptId"), str) else None,
        startOffsetS=_number(metadata.get("startOffsetS")),
        endOffsetS=_number(metadata.get("endOffsetS")),
        circleId=metadata.get("circleId") if isinstance(metadata.get("circleId"), str) else None,
        circleName=metadata.get("circleName") if isinstance(metadata.get("circleName"), str) else None,
    )


def _circles_used(sources: list[Source]) -> list[CircleUsed]:
    """The cited sources' circles, each once, in citation order."""
    seen: dict[str, CircleUsed] = {}
    for s in sources:
        if s.circleId and s.circleId not in seen:
            seen[s.circleId] = CircleUsed(circleId=s.circleId, name=s.circleName or "")
    return list(seen.values())


def _number(value: Any) -> float | None:
    return float(value) if isinstance(value, (int, float)) and not isinstance(value, bool) else None


# -- fixed answers -------------------------------------------------------------


def _vague_answer(client_name: str | None, client_names: list[str]) -> str:
    if client_name:
        return (
            f"What would you like to know about {client_name}? Name a topic, for example "
            f"'What did {client_name.split()[0]} say about their knee?' or '... about their diet?'"
        )
    example = client_names[0].split()[0] if client_names else "Sarah"
    text = (
        "Which client and which topic do you mean? Ask for example "
        f"'What did {example} say about their shoulder?'"
    )
    if client_names:
        shown = ", ".join(sorted(client_names)[:5])
        more = len(client_names) - 5
        text += f" Your clients include {shown}{f' and {more} more' if more > 0 else ''}."
    return text


def _nothing_indexed(client_name: str | None) -> str:
    if client_name:
        return (
            f"I don't have any past conversations with {client_name} to search yet. "
            "Once you have exchanged messages, ask me again."
        )
    return (
        "I don't have any past conversations to search yet. Once your clients' messages are "
        "synced, you can ask things like 'What did Sarah say about her knee?'"
    )


def _refusal(
    backends: Backends,
    trainer_id: str,
    decision: answerability.Decision,
    topic: str,
    client_name: str | None,
    when: timeframe.Timeframe | None,
    candidates: list[Candidate],
    outside: list[Candidate],
    names: dict[str, str],
    named_type: str | None = None,
) -> tuple[str, str]:
    """The honest answer when the history does not answer: what was searched, and what is close (text, outcome).
    `named_type`: the one kind of record searched, when the question named it ("what did my notes say…")."""
    if not candidates and not outside and backends.store.count(trainer_id) == 0:
        return _nothing_indexed(client_name), "no_index"
    # Named as the trainer typed it: not with the words the question reading added (shared/domain/plain_speech.py).
    return _refusal_said(decision, plain_speech.as_typed(topic), _searched(client_name, named_type) + _period(when),
                         candidates, outside, names.values(), backends.settings.relevance_threshold)


def _refusal_said(decision: answerability.Decision, topic: str, where: str, candidates: list[Candidate],
                  outside: list[Candidate], names: Iterable[str], threshold: float) -> tuple[str, str]:
    """`_refusal`'s words (text, outcome) for a history that holds records: what the decision found missing in
    `where` (what was searched, in words), with the period's relevant records `outside` it, or what is close."""
    if decision.reason == "unknown_subject":
        subjects = " or ".join(f"'{s.title()}'" for s in decision.unknown_subjects)
        return f"I couldn't find any mention of {subjects} in {where}.", "unknown_subject"
    if outside:
        # Nothing in the period, but the whole history has it: say when instead of guessing topics.
        return _no_match(topic, where, [], names) + _outside_period(outside, threshold), "outside_period"
    if decision.reason == "no_candidates":
        return _no_match(topic, where, [], names), "no_match"
    if decision.reason == "topic_absent" and decision.only_planned:
        # The event came up, but only as a plan (or called off: shared/domain/called_off.py): "no mention of
        # it" would be untrue.
        return (f"In {where}, '{decision.absent_topic}' comes up only as a plan, or called off; "
                "nothing there says how it went.",
                "topic_absent")
    # Records about the client came up, but none about what was asked: name that (the absent topic), not the
    # whole question, and offer what is there instead.
    related = [c for c in candidates if c.relevance >= threshold * RELATED_FRACTION][:RELATED_CANDIDATES]
    if decision.reason == "topic_absent" and decision.absent_topic:
        return _no_match(decision.absent_topic, where, related, names), "topic_absent"
    return _no_match(topic, where, related, names), "no_match"


# What a refusal says was searched when the question named the kind of record (intent.named_source).
_NAMED_WHERE = {
    "session_note": ("your session notes on {name}", "your session notes"),
    "checkin": ("{name}'s check-ins", "your clients' check-ins"),
    "transcript_segment": ("your session recordings with {name}", "your session recordings"),
}


def _searched(client_name: str | None, named_type: str | None) -> str:
    """What was searched, in words: "your messages with Sarah Kim", "your session notes on Sarah Kim"."""
    if named_type in _NAMED_WHERE:
        with_name, without = _NAMED_WHERE[named_type]
        return with_name.format(name=client_name) if client_name else without
    return f"your messages with {client_name}" if client_name else "your clients' messages"


def _period(when: timeframe.Timeframe | None) -> str:
    """The period searched, in the trainer's own words ("last week", "in May")."""
    return f" {when.phrase.strip()}" if when is not None else ""


def _outside_period(candidates: list[Candidate], threshold: float) -> str:
    """' Outside that period, the closest matches are from Nov 3, 2026 ("no twinges…") and Aug 30, 2026: …'

    The best relevant records' dates, newest first, and a short quote of the best one: the
    trainer sees whether it is worth asking again. Named in the text, never returned as
    sources: the answer's `hasContext` stays false (nothing matched in the period asked).
    """
    dated = [c for c in candidates if c.relevance >= threshold and written_at(c.metadata) is not None]
    if not dated:
        return ""
    dates = sorted({datetime.fromtimestamp(written_or(c.metadata, 0.0), tz=timezone.utc).date() for c in dated},
                   reverse=True)[:3]
    shown = ", ".join(f"{d:%b %-d, %Y}" for d in dates)
    best = dated[0]
    quote = truncate(" ".join(str(best.metadata.get("text", "")).split()), OUTSIDE_QUOTE_CHARS)
    when = f"{datetime.fromtimestamp(written_or(best.metadata, 0.0), tz=timezone.utc):%b %-d, %Y}"
    return (f" Outside that period I found related records from {shown} (the closest, {when}: \"{quote}\"):"
            " ask without the time frame to see them.")


def _no_match(topic: str, where: str, related: list[Candidate], names: Any) -> str:
    text = f"I couldn't find any mentions of '{topic}' in {where}."
    topics = related_topics(related, exclude=[topic, *names])
    if topics:
        text += f" The closest topics I did find: {', '.join(topics)}."
    return text


def related_topics(candidates: list[Candidate], exclude: list[str]) -> list[str]:
    """The most frequent topic words (intent.TOPIC_WORDS) of the closest candidates, rank-weighted."""
    excluded = intent.name_words(exclude)
    scores: Counter[str] = Counter()
    for rank, c in enumerate(candidates):
        sender = str(c.metadata.get("senderName") or "")
        for w in intent.content_words(str(c.metadata.get("text", "")), exclude=intent.words(sender)):
            if w in intent.TOPIC_WORDS and w not in excluded:
                scores[w] += 1.0 / (rank + 1)
    return [w for w, _ in scores.most_common(MAX_RELATED_TOPICS)]


def _ms(started: float) -> float:
    return round((time.perf_counter() - started) * 1000, 2)
