"""The trainer's turn that answered the client's telling of an event (shared/domain/event_told.py reads the question).

"what did i ask barney after hexham": the client's telling of the event is the record of their chat that says
the event's words and is nearest the event in meaning ("jumped toffee at hexham"); the answer is the trainer's
first turn after it within threads.REPLY_GAP_S ("Good lad. Which fence?"), past the rest of the client's burst
("1.05", "clear first round", "pole down in jump off, 5th"), which the ranking's one reply of each source
(accompanied.followed) does not reach. When no turn of the client's side says the event, the trainer's own turn
that names it ("Castle Howard?") is its telling, and the answer is the trainer's turn after the client's reply
("1st. 2:01" → "First overall! Proud of you."). One step of asked_records, so semanticSearch and the chat lead with the same two
records.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Sequence

from shared.domain import answerability, event_told, person_words, threads
from shared.domain.record_time import written_at
from shared.domain.retrieval import embed_query
from shared.kernel.deadline import before_read
from shared.ports.vectorstore import Match, QueryFilter
from shared.usecases.backends import Backends

# The client's messages read for the telling, nearest the event's words first: a client's whole chat is a few
# hundred turns, and the telling of a named event is among the nearest few dozen.
EVENT_READ = 30
# The turns read after the telling for the trainer's answer: a burst of the client's own lines comes first
# (four in blind48's "jumped toffee at hexham"), rarely more.
ANSWER_SPAN = 6
# How much less near to the event's words a happening's first telling may be than the nearest telling
# (`_telling`): cosine, on the reference model's scale; blind45's first telling of an ankle was 0.01 under a later
# "Ankle fine", its other records of the ankle 0.06 and more.
DAY_MARGIN = 0.03
# The trainer's turns in a row read as the answer (`_answer`).
ANSWER_TURNS = 2


def event_replies(backends: Backends, trainer_id: str, event: event_told.Event,
                  query_filter: QueryFilter) -> list[Match]:
    """The client's telling of `event`, the event the question asks the trainer's words by (event_told.asked, read
    once by the caller: asked_records.lead, the chat's `_event_told`), then the trainer's turn that answered it
    (module docstring); with no client in focus, any client's telling ("what did i say when the boot came off": the
    trainer knows whose). [] when no record tells the event (most of its words: a question of an event that never
    was is left to the decision) or none of the trainer's turns answered it."""
    embedder = backends.embedder
    vector = embed_query(embedder, event.event)
    scope = replace(query_filter, source_types=("message",), embedding_model=embedder.model_id,
                    since_ts=None, until_ts=None)
    before_read("the request's budget was spent before reading the client's telling of the event")
    found = backends.store.query(trainer_id, vector, EVENT_READ, scope)
    telling = _telling(found, event, trainer_id, False) or _telling(found, event, trainer_id, True)
    if telling is None:
        return []
    before_read("the request's budget was spent before reading the answer to the client's telling")
    near = backends.store.neighbours(trainer_id, [telling], vector, ANSWER_SPAN, threads.REPLY_GAP_S,
                                     QueryFilter(source_types=("message",), embedding_model=embedder.model_id))
    after = threads.turns_after(near, telling)
    # The trainer's own turn naming the event ("Castle Howard?") is answered by the client ("1st. 2:01"): the
    # trainer's words after the event are the turn after that answer.
    if person_words.trainers_words(telling.metadata, trainer_id):
        answered = next((k for k, t in enumerate(after) if not person_words.trainers_words(t.metadata, trainer_id)), None)
        after = [] if answered is None else after[answered + 1:]
    answer = _answer(after, trainer_id)
    return [telling, *answer] if answer else []


def _answer(after: Sequence[Match], trainer_id: str) -> list[Match]:
    """The trainer's answer among the turns `after` a telling (in chat order): their first turn and the next of
    theirs before the client writes again (ANSWER_TURNS at most): a line of logistics sent as the news came in
    ("Let me know if anything changes.") came right before the answer ("Down from 4.6, Roy! Keep the porridge
    going."). [] when the trainer did not answer."""
    first = next((k for k, t in enumerate(after) if person_words.trainers_words(t.metadata, trainer_id)), None)
    if first is None:
        return []
    theirs = []
    for t in after[first:first + ANSWER_TURNS]:
        if not person_words.trainers_words(t.metadata, trainer_id):
            break
        theirs.append(t)
    return theirs


def _telling(found: Sequence[Match], event: event_told.Event, trainer_id: str, trainers: bool) -> Match | None:
    """Of `found` (nearest the event first), the one that tells the event: a chat turn that says at least half the
    event's words (`answerability.holds`), the most of them first, then the most of its particles ("off"), then
    the nearest; the client's side's turns, or with `trainers` the trainer's (a question naming it, "Castle
    Howard?", when the client's answer does not). A happening dated by its day or night ("the day he did his
    ankle") is its first telling among those as near as the nearest (within DAY_MARGIN): "Landed wrong … left ankle
    went right over", not "First run back today … Ankle fine", a shade nearer to "he did his ankle"."""
    told: list[tuple[tuple[int, int, int], Match]] = []
    for m in found:
        if not person_words.in_a_chat(m.metadata) or bool(person_words.trainers_words(m.metadata, trainer_id)) != trainers:
            continue
        text = str(m.metadata.get("text") or "")
        said = sum(answerability.holds(w, m.metadata, event.event) for w in event.words)
        particles = sum(event_told.says_particle(p, text) for p in event.particles)
        # A figure told with the event picks its telling among the thing's ("tsh 2.4", not "tsh 9.8"): ranked
        # before the particles, never required (a telling may say it in words).
        values = sum(event_told.says_value(v, text) for v in event.values)
        # An event told by its particle alone ("when jory came back") is told by a record saying it.
        if (said == 0 or 2 * said < len(event.words)) if event.words else particles == 0:
            continue
        told.append(((said, values, particles), m))
    if not told:
        return None
    most = max(key for key, _ in told)
    best = [m for key, m in told if key == most]
    nearest = max(best, key=lambda m: m.score)
    if not event.on_the_day:
        return nearest
    near = [m for m in best if m.score >= nearest.score - DAY_MARGIN]
    return min(near, key=lambda m: written_at(m.metadata) or 0.0)
