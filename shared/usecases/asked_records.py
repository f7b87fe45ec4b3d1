"""The records a question asks for by what they are, not by its words: one step both chatWithAI and
semanticSearch take after the ranking and the decision, so the two lead with the same records.

"what did her dad say last", "what did i promise kieran at the start", "what did i tell janet", "what's
ellie not allowed to do", "is he under 90 kg yet": the ranking of the question's words finds records
about the thing, not the person's own words, the trainer's first message in the chat, the rules in force
or the weekly weights. The readers here find them (speaker_records.own_records, told_records,
first_told; absence_records.absence_records — "which sessions did rafe miss" —; rule_records.rule_records;
weight_weeks.weight_weeks), the first that finds any answering.

Before this module the chat alone read them (chat/service.py `_own_words_asked`) and semanticSearch
ranked the question's words only: blind29's dev "what did i promise roy at the start" and "what did his
wife say last" were answered by the chat and had no evidence in the search's top ten.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Sequence

from shared.domain import (absences, answerability, asked_speaker, event_told, person_words, relative_writer, restrictions,
                           timeframe)
from shared.domain.record_time import written_at
from shared.domain.retrieval import Candidate
from shared.kernel.deadline import Deadline, run_within
from shared.kernel.errors import SearchUnavailable, VectorStoreError
from shared.ports.keywords import tokens as keyword_tokens
from shared.ports.vectorstore import Match, QueryFilter
from shared.usecases import absence_records, event_replies, rule_records, speaker_records, weight_weeks, writer_records
from shared.usecases.backends import Backends
from shared.usecases.tenancy import ClientRef


def kept_by_absent(absent_topic: str, query: str, question: str,
                   asked: relative_writer.Asked | None = None, told: bool | None = None) -> bool:
    """Whether the records asked for are still read when the decision found `absent_topic` (words of the
    question) never said: only when those words are the verb of saying ("has her boyfriend texted me":
    what they wrote is the answer, and no record says "texted"), the relation's word said in another form
    ("boyfriend" for "its conor niamhs fella"), the words of a beginning ("what did i tell bex at the
    start": no record says "start"), the light words of an event's frame ("what did i tell jed the day he did his
    ankle": no telling of it says "day"), or words of permission ("what's ellie not allowed to do": the records
    state the rule, never "allowed"), or the words of asking of an absence ("which sessions did rafe miss": the
    records tell the misses, never "sessions"). Nothing absent: read. `asked`: the question's reading of who writes the
    client's messages (relative_writer.asked), when the caller has read it; `told`: whether `query` asks the
    trainer's words by an event (event_told.asked), when the caller has read it."""
    if not absent_topic:
        return True
    # "who texts for kezia", "did jinty ever text me herself": no record says "texts for" or "herself".
    asked = relative_writer.asked(question) if asked is None else asked
    if asked.writer or asked.own:
        return True
    return (asked_speaker.says(absent_topic) or person_words.is_relation(absent_topic)
            or asked_speaker.told_first(query) is not None
            # "what did i tell jed the day he did his ankle": no telling of the event says "day" (event_told.LIGHT).
            or ((event_told.asked(query) is not None if told is None else told)
                and all(event_told.light(w) for w in absent_topic.split()))
            or (restrictions.asked(question) and all(restrictions.asks(s) for s in keyword_tokens(absent_topic)))
            # "which sessions did rafe miss": no record says "sessions"; they tell the misses (absence_records).
            or (absences.asked(question) and all(absences.frame(w) for w in absent_topic.split())))


def asked_records(backends: Backends, trainer_id: str, query: str, question: str, candidates: Sequence[Candidate],
                  whole: QueryFilter, asked_when: QueryFilter, roster: Sequence[ClientRef],
                  writer: relative_writer.Asked | None = None, event: event_told.Event | None = None) -> list[Match]:
    """The records the question asks for by what they are (module docstring), in the order they answer;
    [] for any other question or none found. `query`: the question as ranked; `question`: as read
    (with its period words); `whole`: the search's scope over the whole history (the person's words are
    looked up there, the caller keeps the period); `asked_when`: that scope in the period asked, where the
    rules in force and the newest weights are read; `writer`: the question's reading of who writes the client's
    messages (relative_writer.asked), when the caller has read it; `event`: the event `query` asks the trainer's
    words by (event_told.asked, read once in `lead`; None: none asked). Raises what the store's reads raise past
    the budget."""
    # "who texts for kezia", "did jinty ever text me herself": a relative's introduction, the client's own
    # messages among those a relative writes (writer_records); read on the question as asked ("for kezia").
    return (writer_records.writer_records(backends, trainer_id, question, whole, roster, writer)
            or speaker_records.own_records(backends, trainer_id, query, candidates, whole, roster)
            or speaker_records.told_records(backends, trainer_id, query, whole, roster)
            or speaker_records.first_told(backends, trainer_id, query, whole, roster)
            # "what did i ask barney after hexham": the client's telling of the event and the trainer's answer to
            # it (event_replies); not with a period asked ("what did i tell griff after christmas": its records).
            or (event_replies.event_replies(backends, trainer_id, event, whole)
                if event is not None and asked_when == whole else [])
            # "which sessions did rafe miss", "has he missed any since october": the records telling the client's
            # absences, in the period asked (none there: the ranking answers, or the decision refuses).
            or absence_records.absence_records(backends, trainer_id, query, question, asked_when, roster)
            # The rules in force and the newest weights are read in the period asked ("what is des not
            # allowed to do after the op", "was he under 90 kg in march"): none there, the ranking answers.
            or rule_records.rule_records(backends, trainer_id, question, asked_when, roster)
            or weight_weeks.weight_weeks(backends, trainer_id, question, asked_when, roster))


@dataclass(frozen=True)
class Lead:
    """What `lead` found. `records`: the records asked for (of the period asked, if one is), then the relevant
    candidates of an answerable question; [] when none was found there. `outside`: the records asked for, when
    a period is asked and none of them was written in it ("what did jago say in august": they wrote, never
    then; the chat refuses naming when they did); [] otherwise."""

    records: list[Candidate]
    outside: list[Candidate]


def lead(backends: Backends, trainer_id: str, query: str, question: str, candidates: list[Candidate],
         searched: QueryFilter, when: timeframe.Timeframe | None, roster: Sequence[ClientRef],
         decision: answerability.Decision, budget: Deadline, writer: relative_writer.Asked | None = None) -> Lead:
    """The records the question asks for by what they are (`asked_records`) at the threshold or above, in
    front of the relevant candidates: the one step chatWithAI (chat/service.py `_own_words_asked`) and
    semanticSearch (search.asked_lead) take, so both lead with the same records. Nothing for any other
    question, a word of the question the records never say (`kept_by_absent`: its refusal stands), none
    found, or past the budget (the ranking's results stand). `writer`: the question's reading of who writes the
    client's messages (relative_writer.asked), read here once for both its readers when the caller has not (the
    chat's `Reading.writer_asked`); the event the query asks the trainer's words by (event_told.asked), read here
    once for `kept_by_absent` and event_replies."""
    writer = relative_writer.asked(question) if writer is None else writer
    event = event_told.asked(query)
    if not kept_by_absent(decision.absent_topic, query, question, writer, event is not None):
        return Lead([], [])
    # Their records are looked up over the whole history: the period is read here.
    whole = replace(searched, since_ts=None, until_ts=None)
    # The period as read below (`inside`), for the readers of what holds in it.
    asked_when = whole if when is None else replace(whole, since_ts=when.since.timestamp(),
                                                    until_ts=when.until.timestamp())
    try:
        own = run_within(budget, lambda: asked_records(
            backends, trainer_id, query, question, candidates, whole, asked_when, roster, writer, event))
    except (SearchUnavailable, TimeoutError, VectorStoreError):
        return Lead([], [])
    threshold = backends.settings.relevance_threshold
    ranked = {c.id: c for c in candidates}
    found = [replace(ranked.get(m.id) or Candidate(m.id, m.score, threshold, m.metadata),
                     relevance=max(ranked[m.id].relevance if m.id in ranked else 0.0, threshold)) for m in own]
    # In a period, a person who writes to the trainer themselves is asked for their own words: another's report of
    # them written then is not (speaker_records.REPORTED: "pat says i need a hobby" for "what did pat say in july").
    reported = {m.id for m in own if m.metadata.get(speaker_records.REPORTED)}
    inside = found if when is None else [c for c in found if _written_within(c, when) and c.id not in reported]
    if not inside:
        return Lead([], found)
    led = {c.id for c in inside}
    rest = [c for c in candidates if c.relevance >= threshold and c.id not in led] if decision.answerable else []
    return Lead([*inside, *rest], [])


def _written_within(candidate: Candidate, when: timeframe.Timeframe) -> bool:
    """Whether the record was written in the period (record_time.written_at); one without a time is in none."""
    at = written_at(candidate.metadata)
    return at is not None and when.since.timestamp() <= at <= when.until.timestamp()
