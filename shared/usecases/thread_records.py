"""A follow-up answered from its conversation's records: the step chatWithAI and semanticSearch both take.

"who told me", "what did i say to him" (the exchange the previous answer quoted: `exchange_records`) and "when",
"which hospital", "what's she taking for it" (one slot of the thing just discussed: `slot_records`) ask about the
records the conversation's answers were offered, not a thing of their own: their words rank nothing of it. The
reading of the question is shared/usecases/previous_records.py; this module reads the records (the turns'
`sourceIds` from the store, the thread's opening question's candidates). Here and not in the chat's package so that
semanticSearch, sent the conversation (`conversationId`), answers such a follow-up with the same records as the chat
(a use case never imports the chat: tests/test_layers.py).

`most`: how many records at most (the chat's sources, the search's limit); `find`: the caller's search of one
thread question's candidates under a filter (search.search_candidates with the caller's depth; passed in, since the
search calls this module).
"""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import datetime, timezone
from typing import Callable, Sequence

from shared.domain import answerability, runners_up, slot_values, threads, timeframe, verdicts
from shared.domain.record_time import written_or
from shared.domain.retrieval import Candidate
from shared.domain.sources import registry
from shared.kernel.deadline import Deadline, all_of, run_within
from shared.kernel.errors import EmbeddingError, SearchUnavailable, VectorStoreError
from shared.ports.vectorstore import QueryFilter
from shared.usecases import follow_ons, intent, previous_records, thread_opening
from shared.usecases.backends import Backends
from shared.usecases.conversation_threads import Conversation
from shared.usecases.tenancy import ClientRef

MOST = 8  # records given at most, unless the caller says (the chat's MAX_SOURCES)
# The caller's search: a query and a filter in, the candidates best first out.
Find = Callable[[str, QueryFilter], list[Candidate]]
# A record of the thread's searches counts from this share of the relevance threshold (as the chat's newest one).
LATEST_FRACTION = runners_up.LATEST_FRACTION


def exchange_records(
    backends: Backends, trainer_id: str, message: str, conversation: Conversation, scope: str | None,
    names: dict[str, str], budget: Deadline, group_chats: tuple[str, ...] = (), now: datetime | None = None,
    *, find: Find, most: int = MOST,
) -> list[Candidate]:
    """For a question about the trainer's own words or about who wrote ("what did i answer", "who sent
    that"; previous_records) or what the client may do ("what's she allowed to do": the trainer's replies to the
    thread's verdicts, `_advice_replies`), the records offered to the conversation's newest answer that quoted any,
    those of the client in focus, the ones asked about first; none for any other question, with no
    client in focus, or when no answer quoted anything. Each at the relevance threshold (confidence
    reads it): they were offered as relevant to the question this one follows, and this one's words
    rank nothing."""
    if scope is None:
        return []
    own = previous_records.asks_own_words(message, names.values())
    if not own and previous_records.asks_allowance(message):
        # "what's she allowed to do in class" after "<name>'s finger": the trainer's reply to the verdict says it
        # ("she can be tori with the right hand only"); none found, the question goes the ordinary search's way.
        return _advice_replies(backends, trainer_id, conversation, scope, names, budget, group_chats, now, find)[:most]
    if not own and not previous_records.asks_who_wrote(message, names.values()):
        return []
    name = names.get(scope, "")
    # "what did i reply" after a sibling follow-up whose answer quoted only the client's messages: that
    # answer holds no reply of the trainer's to point at; the newest answer of the conversation that
    # holds one (the exchange the thread was about) does. None holds one: the newest answer's, as before.
    offered = _offered_each(backends, trainer_id, conversation, scope, budget)
    holding = next((r for r in offered if previous_records.holds_asked(r, trainer_id, own, name)), None)
    records = holding if holding is not None else (offered[0] if offered else [])
    if own and previous_records.asks_advice(message, names.values()):
        # "what did i say she could do" in the thread of an injury: the plan the trainer sent back when the news came
        # (their reply to the message telling what the physio or the scan said), which the newest answer, a
        # sibling's about the injection or the showcase, may not have quoted (it held the welcome or a later reply).
        advised = _advice_replies(backends, trainer_id, conversation, scope, names, budget, group_chats, now, find)
        advised_ids = {a.id for a in advised}
        records = [*advised, *(c for c in records if c.id not in advised_ids)]
    if not own:
        # "who told me" when no answer quoted the message a parent or a partner sent the night it happened
        # (the answers quoted the client's later news of it, or only the parent's first introduction): the
        # thread's own records, searched as its opening question was, hold it; it leads the records quoted
        # before.
        told = _told_in_thread(backends, trainer_id, conversation, scope, names, budget, group_chats, now, find)
        told_ids = {t.id for t in told}
        records = [*told, *(c for c in records if c.id not in told_ids)]
    return previous_records.asked_first(records, trainer_id, own, name)[:most]


# The records someone else sent about the thread's thing that a "who told me" leads with (`_told_in_thread`).
TOLD_BY_OTHERS = 2


def _told_in_thread(
    backends: Backends, trainer_id: str, conversation: Conversation, scope: str,
    names: dict[str, str], budget: Deadline, group_chats: tuple[str, ...], now: datetime | None, find: Find,
) -> list[Candidate]:
    """The records of the client in focus written by someone other than the client and the trainer
    (previous_records.told_by_others) among the candidates of the thread's opening question
    (`_opener_candidates`). The first TOLD_BY_OTHERS of them, in the ranking's order; none when the
    conversation holds no question, the store is not read in time, or nobody else wrote."""
    pool = _opener_candidates(backends, trainer_id, conversation, scope, names, budget, group_chats, now, find)
    threshold = backends.settings.relevance_threshold
    return [replace(c, relevance=max(c.relevance, threshold))
            for c in previous_records.told_by_others(pool, trainer_id, names.get(scope, ""))[:TOLD_BY_OTHERS]]


# The replies to the thread's verdicts an advice question leads with (`_advice_replies`): the first one's, the plan
# made when the news came, and the next's (a second verdict, the scan after the gp's).
ADVICE_REPLIES = 2


def _advice_replies(
    backends: Backends, trainer_id: str, conversation: Conversation, scope: str,
    names: dict[str, str], budget: Deadline, group_chats: tuple[str, ...], now: datetime | None, find: Find,
) -> list[Candidate]:
    """The trainer's replies (the turn after, within threads.REPLY_GAP_S: follow_ons.read_replies) to the thread's
    messages that tell a clinician's verdict (`_verdicts`): those the conversation's answers were offered, oldest
    first; else those its opening question finds, best first. ADVICE_REPLIES at most, at the relevance threshold.
    None when no record tells one, the store is not read in time, or the trainer replied to none."""
    offered = [c for answer in _offered_each(backends, trainer_id, conversation, scope, budget) for c in answer]
    told = sorted(_verdicts(offered, trainer_id), key=lambda c: written_or(c.metadata, 0.0))
    if not told:
        # None quoted (the answers quoted the welcome and the later news): the opening question's own records, where
        # the client's other conditions rank lower than the thread's (their verdicts are older, not more relevant).
        floor = LATEST_FRACTION * backends.settings.relevance_threshold
        found = _opener_candidates(backends, trainer_id, conversation, scope, names, budget, group_chats, now, find)
        told = _verdicts([c for c in found if c.relevance >= floor and c.metadata.get("clientId") in (scope, None)],
                         trainer_id)
    if not told:
        return []
    try:
        read = run_within(budget, lambda: follow_ons.read_replies(
            backends, trainer_id, thread_opener_query(conversation, names) or str(told[0].metadata.get("text") or ""),
            told, [], QueryFilter(client_id=scope)))
    except (SearchUnavailable, VectorStoreError, EmbeddingError, TimeoutError, OSError):
        return []
    replies = [r for r in read if r.metadata.get("senderId") == trainer_id]
    threshold = backends.settings.relevance_threshold
    out: list[Candidate] = []
    for verdict in told:
        ts, chat = written_or(verdict.metadata, 0.0), verdict.metadata.get("chatId")
        after = [r for r in replies if r.metadata.get("chatId") == chat
                 and 0 < written_or(r.metadata, 0.0) - ts <= threads.REPLY_GAP_S]
        reply = min(after, key=lambda r: written_or(r.metadata, 0.0), default=None)
        if reply is not None and reply.id not in {o.id for o in out}:
            out.append(replace(reply, relevance=max(reply.relevance, threshold)))
    return out[:ADVICE_REPLIES]


def _verdicts(records: Sequence[Candidate], trainer_id: str) -> list[Candidate]:
    """Of `records`, in their order and each once, the messages not the trainer's that tell a clinician's verdict
    (verdicts.tells_verdict: "the osteo says it's a pulled groin")."""
    seen: set[str] = set()
    out = []
    for c in records:
        if (c.id not in seen and c.metadata.get("sourceType") == "message" and c.metadata.get("senderId") != trainer_id
                and verdicts.tells_verdict(str(c.metadata.get("text") or ""))):
            seen.add(c.id)
            out.append(c)
    return out


def thread_opener_query(conversation: Conversation, names: dict[str, str]) -> str:
    """The thread's opening question (previous_records.thread_opener), what a reply read for it is scored by."""
    return previous_records.thread_opener(conversation.turns, [ClientRef(i, n) for i, n in names.items()])


def _opener_candidates(
    backends: Backends, trainer_id: str, conversation: Conversation, scope: str,
    names: dict[str, str], budget: Deadline, group_chats: tuple[str, ...], now: datetime | None, find: Find,
) -> list[Candidate]:
    """The candidates of the thread's questions (previous_records.thread_questions: its opener, the newest
    question that is no follow-up), each searched as it was asked: its period a filter, its words ranked
    without the client's name; best first, each record once. (Not the span of an event it names: "sunny's
    bob graham" is his second round, and his wife's message the night the first ended lay outside it.)
    None when the conversation holds no question or the store is not read in time."""
    roster = [ClientRef(i, n) for i, n in names.items()]
    name = names.get(scope, "")

    def searched(asked: str) -> Callable[[], list[Candidate]]:
        question, when = timeframe.extract(asked, now or datetime.now(timezone.utc))
        query = intent.without_names(question, [name]) if name else question
        scoped = QueryFilter(client_id=scope, group_chats=group_chats,
                             since_ts=when.since.timestamp() if when else None,
                             until_ts=when.until.timestamp() if when else None)

        def search_one() -> list[Candidate]:
            try:
                return run_within(budget, lambda: find(query, scoped))
            except (SearchUnavailable, VectorStoreError, TimeoutError, OSError):
                return []  # this question's records are missed; the others' still count
        return search_one

    # The questions' searches are independent: sent at once (all_of), merged in the questions' order.
    found: dict[str, Candidate] = {}
    for pool in all_of(*(searched(q) for q in previous_records.thread_questions(conversation.turns, roster))):
        for c in pool:
            if c.id not in found or c.relevance > found[c.id].relevance:
                found[c.id] = c
    return sorted(found.values(), key=lambda c: -c.relevance)


def _thread_records(
    backends: Backends, trainer_id: str, conversation: Conversation, scope: str,
    names: dict[str, str], budget: Deadline, pool: Sequence[Candidate], group_chats: tuple[str, ...],
    now: datetime | None, find: Find,
) -> list[Candidate]:
    """The records of the thread's thing: those offered to any answer of the conversation, the
    candidates of its opening question (`_opener_candidates`) and of this follow-up's search (`pool`,
    the thread's thing carried) from LATEST_FRACTION of the relevance threshold, of the client in focus;
    each once, at the threshold at least (confidence reads it)."""
    threshold = backends.settings.relevance_threshold
    floor = LATEST_FRACTION * threshold
    found: dict[str, Candidate] = {}
    for offered in _offered_each(backends, trainer_id, conversation, scope, budget):
        for c in offered:
            found.setdefault(c.id, c)
    searched = [*_opener_candidates(backends, trainer_id, conversation, scope, names, budget, group_chats, now, find),
                *pool]
    for c in searched:
        if c.relevance >= floor and c.metadata.get("clientId") in (scope, None):
            found.setdefault(c.id, replace(c, relevance=max(c.relevance, threshold)))
    return list(found.values())


def slot_records(
    backends: Backends, trainer_id: str, message: str, conversation: Conversation, scope: str | None,
    names: dict[str, str], budget: Deadline, answered: Sequence[Candidate] = (), pool: Sequence[Candidate] = (),
    group_chats: tuple[str, ...] = (), now: datetime | None = None, *, find: Find, most: int = MOST,
) -> list[Candidate]:
    """For a follow-up asking one slot of the thing just discussed ("dose?", "which side", "till when";
    previous_records.asked_slot), the records offered to the conversation's newest answer that quoted
    any, those holding a value of the slot's shape first; none when none holds one, for any other
    question, with no client in focus, or when no answer quoted anything. Each at the relevance
    threshold, as `exchange_records` gives them. None either when a record of `answered` (what the
    search would answer with) holds a value of the slot: the search's answer stands."""
    if scope is None:
        return []
    slot = previous_records.asked_slot(message, names.values())
    # A slot of the story of the thread's event is asked of the event's first report, whatever the search's
    # records hold ("tore", "1st" of later news).
    if slot is None or (slot not in previous_records.PREVIOUS_FIRST and slot not in slot_values.THREAD
                        and previous_records.holds_slot(answered, slot)):
        return []
    if slot == "onset":
        return _onset_records(backends, trainer_id, conversation, scope, names, budget, pool, group_chats, now,
                              find)[:most]
    records = _offered_before(backends, trainer_id, conversation, scope, budget)
    # So is a slot of the thread's thing a sibling's answer may not have quoted (slot_values.THREAD: a lab's
    # reference range, how a medicine is taken, a symptom, where the client stayed).
    if slot in slot_values.THREAD:
        # "how did he do it", "which hospital", "who were they playing", "where did they finish": the story of
        # the thread's event, which its first report tells ("it's Janet … he tried the box splits"); the
        # answers quoted its later news ("MRI: partial tear"). The thread's records that tell the slot,
        # oldest first, lead the previous answer's.
        thread = _thread_records(backends, trainer_id, conversation, scope, names, budget, pool, group_chats, now, find)
        return previous_records.story_first(thread, records, slot)[:most]
    filled = previous_records.filled_first(records, slot)
    if slot in previous_records.POOL_SLOTS:
        # "what was she put on" after "<name>'s iron": the previous answer quoted the iron's records ("check
        # your iron"), not the one that names what was given ("on ferrous fumarate 210mg"); this search's
        # own candidates (the thread's thing carried) that name a medicine follow them.
        floor = LATEST_FRACTION * backends.settings.relevance_threshold
        held = {c.id for c in records}
        more = [c for c in pool if c.relevance >= floor and c.id not in held and
                c.metadata.get("clientId") in (scope, None) and previous_records.holds_slot([c], slot)]
        if more:
            holding = [c for c in filled if previous_records.holds_slot([c], slot)]
            filled = [*holding, *more, *(c for c in records if c not in holding)]
    return filled[:most]


def _offered_each(backends: Backends, trainer_id: str, conversation: Conversation, scope: str,
                  budget: Deadline) -> list[list[Candidate]]:
    """The records offered to each answer of the conversation that quoted any, newest answer first, as
    `_offered_before` gives the newest's (one read of the store for all of them; an answer with no record
    of the client in focus gives an empty list). None when no answer quoted anything or the store is not
    read in time."""
    answers = previous_records.quoting_sources(conversation.turns)
    if not answers:
        return []
    try:
        held = run_within(budget, lambda: backends.store.fetch(trainer_id, list(dict.fromkeys(
            i for ids in answers for i in ids))))
    except (VectorStoreError, TimeoutError, OSError):
        return []  # not read in time: the question goes the ordinary search's way
    threshold = backends.settings.relevance_threshold
    return [[Candidate(i, 0.0, threshold, dict(held[i].metadata)) for i in ids
             if i in held and held[i].metadata.get("clientId") in (scope, None)] for ids in answers]


def _offered_before(backends: Backends, trainer_id: str, conversation: Conversation, scope: str,
                    budget: Deadline) -> list[Candidate]:
    """The records offered to the conversation's newest answer that quoted any (previous_sources), in
    that answer's order, those of the client in focus (or of no client); each at the relevance
    threshold (confidence reads it): they were offered as relevant to the question this one follows,
    and this one's words rank nothing. None when no answer quoted anything or the store is not read in
    time (the question then goes the ordinary way)."""
    ids = previous_records.previous_sources(conversation.turns)
    if not ids:
        return []
    try:
        held = run_within(budget, lambda: backends.store.fetch(trainer_id, list(ids)))
    except (VectorStoreError, TimeoutError, OSError):
        return []  # not read in time: the question goes the ordinary search's way
    threshold = backends.settings.relevance_threshold
    return [Candidate(i, 0.0, threshold, dict(held[i].metadata)) for i in ids
            if i in held and held[i].metadata.get("clientId") in (scope, None)]


# How many days before the first record naming the thread's thing a report of feeling it is looked for
# (`_onset_records`): the days between noticing something and a clinician naming it. Four weeks: a nerve test
# three weeks to the day after the first "pins and needles" fell outside three (h-start54).
ONSET_DAYS = 28
# A report of feeling something is a sentence: a message of fewer words is a thanks or a booking ("see you tues").
ONSET_WORDS = 5
# A record that puts a name to something told before: a verdict (verdicts.tells_verdict) or a test's or a
# clinician's saying ("the x-ray says", "came back as", "diagnosed with").
# "say" too: "il dottore say is the usura", as a client writing in a second language tells it.
_NAMES_IT = re.compile(r"\b(?:says?|said|diagnosed|confirmed|came\s+back)\b", re.IGNORECASE)


def _onset_records(
    backends: Backends, trainer_id: str, conversation: Conversation, scope: str, names: dict[str, str],
    budget: Deadline, pool: Sequence[Candidate], group_chats: tuple[str, ...], now: datetime | None, find: Find,
) -> list[Candidate]:
    """"when did that start" after "<name>'s vertigo": the thread's records that say its thing (thread_opening's
    opening thing), oldest first; where the first of them tells a clinician's verdict ("the gp says it's
    vertigo"), the sender's own message of the ONSET_DAYS before it that the thing's search ranks first leads
    (the day they felt it, told before anyone named it: "room spinning when i got out of bed"). None when no
    record of the thread says the thing (the question goes the ordinary way). Each at the relevance threshold."""
    thing = thread_opening.opening_thing(conversation.turns, names.values())
    # The thing's own words: a name the opening said beside it ("<name>'s vertigo", a nickname) is in every record.
    named = {w.lower() for n in names.values() for w in n.split()}
    words = [w for w in answerability.topic_words(thing) if w.lower() not in named]
    if not words:
        return []
    thread = _thread_records(backends, trainer_id, conversation, scope, names, budget, pool, group_chats, now, find)
    unwritten = registry.unwritten()
    written = [c for c in thread if c.metadata.get("sourceType") not in unwritten]
    # The records that say all its words, else its last word, the head of its noun phrase: the opening's other
    # words may be no part of it ("remind cuddy tinnitus": a request, a pet name the roster does not hold, said
    # by the trainer's early messages, which led as the thing's first record).
    saying = [c for c in written if all(answerability.holds(w, c.metadata, thing) for w in words)] or [
        c for c in written if answerability.holds(words[-1], c.metadata, thing)]
    saying.sort(key=lambda c: written_or(c.metadata, 0.0))
    if not saying:
        return []
    # The first message naming it (a profile or a note written later tells no day it was felt).
    first = next((c for c in saying if c.metadata.get("sourceType") == "message"), None)
    if first is None:
        return saying
    told = str(first.metadata.get("text") or "")
    if first.metadata.get("senderId") == trainer_id or not (verdicts.tells_verdict(told) or _NAMES_IT.search(told)):
        return saying
    ts = written_or(first.metadata, 0.0)
    window = QueryFilter(client_id=scope, chat_id=first.metadata.get("chatId"), since_ts=ts - ONSET_DAYS * 86400.0,
                         until_ts=ts - 1.0)
    try:
        before = run_within(budget, lambda: find(thing, window))
    except (SearchUnavailable, VectorStoreError, EmbeddingError, TimeoutError, OSError):
        return saying
    felt = next((c for c in before if c.metadata.get("senderId") == first.metadata.get("senderId")
                 and c.metadata.get("sourceType") == "message"
                 and len(str(c.metadata.get("text") or "").split()) >= ONSET_WORDS), None)
    if felt is None:
        return saying
    threshold = backends.settings.relevance_threshold
    return [replace(felt, relevance=max(felt.relevance, threshold)), *saying]
