"""The other readings of a refused question: each way the chat asks it again, declared once.

A question whose own words the decision refused is asked again read another way: with the thread's thing, with the
thing the thread opened on, with its period's name, as an event's days, as the client's weight, as the period's news,
over the last seven days, in a follow-up's own words alone. chat/service.py `_asked_again` runs the retrieval and
the decision again on each reading in turn, on the same read of who and what and under the same budget.

A way is two functions and the `declare` line beside them: `reads` gives the question read that way (None: it does
not apply), `takes` whether the answer of that reading stands (the records it quotes must still bear on the
question's own words). `WAYS` holds them in the order they are declared, which is the order they are tried: the
first answer that stands is the answer. So a new reading is one declaration here, and `_asked_again` asks the
registry, never a way by name (as Django's app registry is asked for the apps: docs/ARCHITECTURE.md, h-review51).
"""

from __future__ import annotations

import threading
from dataclasses import dataclass, replace
from datetime import datetime
from typing import Callable, Protocol

from shared.domain import (answerability, asked_places, asked_values, client_names, described, going_places,
                           own_words_said, plain_speech, timeframe, week_so_far, weight_marks)
from shared.usecases import intent, thread_opening
from shared.usecases.chat.prepared import Prepared
from shared.usecases.chat.reading import Reading


class Refused(Protocol):
    """The refused pass as a way reads it (chat/service.py `_Pass`): the question as it was read, and when it
    was asked."""

    @property
    def reading(self) -> Reading: ...

    @property
    def now(self) -> datetime: ...

    def group_chats_of(self, client_id: str) -> tuple[str, ...]:
        """The group chats `client_id` is in (their records are the client's history too)."""
        ...


@dataclass(frozen=True)
class Way:
    """One other reading of a refused question (`_asked_again`): `reads` gives the question read that way
    (None: it does not apply), `takes` whether the answer of that reading stands (the records it quotes
    must still bear on the question's own words), `label` the outcome's prefix."""

    label: str
    reads: Callable[[Refused], Reading | None]
    takes: Callable[[Reading, Prepared], bool]


# The ways, in the order they are tried (the order they are declared below).
WAYS: list[Way] = []


def always(reading: Reading, again: Prepared) -> bool:
    """A way whose reading is narrow enough that any answer of it stands."""
    return True


def declare(label: str, reads: Callable[[Refused], Reading | None],
            takes: Callable[[Reading, Prepared], bool] = always) -> None:
    """Add a way after those declared before it (its label is the outcome's prefix, so one per way)."""
    assert label not in {way.label for way in WAYS}, f"a second way labelled {label!r}"
    WAYS.append(Way(label, reads, takes))


def _with_thread_thing(step: Refused) -> Reading | None:
    """"what did the gp call it", "in range now?" after "<name>'s shoulder" / "<name>'s uric acid": its own
    words alone ranked the client's other records ("gp" in a note about the knee, "range" a weight) and
    were refused; with the thread's thing, the records of that thing that say them answer. Only after a
    refusal: an answer of its own words stands (with the thing carried as well, answers of its own words
    were refused or replaced)."""
    return step.reading.with_thread_thing() if step.reading.thread_thing else None


def _says_every_own_word(reading: Reading, again: Prepared) -> bool:
    # Every word the question asked of its own said by the records quoted (as the decision reads a
    # missing word): the thread's thing alone answered details never given ("the first reading" after
    # "<name>'s inr" is said by a record giving the thing with a number; "when's the next one" by another of it
    # with a date ahead: shared/domain/own_words_said.py, which semanticSearch reads too).
    # And the one slot its own words ask of the thing, a person's name or a procedure's doer, told by them
    # (own_words_said.slot_told: "whos his surgeon" after "<name>'s hip", "surgeon's happy" names no one).
    quoted = [s.metadata for s in again.prompt.sources]
    return (own_words_said.with_carried_thing(reading.topic, reading.thread_thing, quoted, reading.question)
            and own_words_said.slot_told(reading.question, quoted))


declare("thread_thing", _with_thread_thing, _says_every_own_word)


def _opening_again(reading: Reading) -> thread_opening.Again | None:
    """The follow-up asked again with the thread's opening thing (thread_opening.asked_again), read from its own
    words and topic words, without a thing carried into them; a yes/no of "it" asks of the thing."""
    own = (reading.own_question, reading.own_topic) if reading.own_question else (reading.question, reading.topic)
    return thread_opening.asked_again(reading.opening_thing, reading.topic, *own, it_asks_of_the_thing=True)


def _with_opening_thing(step: Refused) -> Reading | None:
    """"what is she not allowed to do", "was it broken" after "<name>'s ankle" and other follow-ups: read with
    the thing of a later question ("boot") or none (a person's pronoun with a verb of its own), refused; asked
    again with the thing the thread opened on (thread_opening), in the place of a "one" standing for it. Not
    when the question was already read with that thing, nor for a yes/no question of a thing of its own ("did she
    have a scan": the ankle's records would answer a scan never had) — one of "it" or a "one" standing for the
    thing ("was it broken", "has she had one since") asks of the thing, and an operation asked of no thing ("did
    they operate") too. Nor for one opening on "and" or "what about" ("and the second" after "what was the first
    result"): it asks the previous question again with a change, of that question's thing, not the opening's."""
    again = _opening_again(step.reading)
    if again is None:
        return None
    return replace(step.reading, question=again.asked,
                   topic=plain_speech.as_typed(f"{again.own_topic} {again.thing}".strip()), thread_thing="",
                   own_question="", own_topic="", opening_turns=())


def _says_every_opening_own_word(reading: Reading, again: Prepared) -> bool:
    # As `_says_every_own_word`, of the follow-up's own words with the thread's opening thing: its records alone
    # answered details never given. Said by the records quoted that say the thing: a short word of its own ("out"
    # of "when did she find out", "work") is said by some record of the client's about anything.
    # An operation asked of no thing: the records quoted tell the thing's operation by its own name
    # (thread_opening.answered, the test semanticSearch takes too). `reading` is the one `_with_opening_thing`
    # read again, so `_opening_again` is not None here.
    opening = _opening_again(reading)
    return opening is not None and opening.answered_by(s.metadata for s in again.prompt.sources)


declare("thread_opening", _with_opening_thing, _says_every_opening_own_word)


def _with_period_name(step: Refused) -> Reading | None:
    """"how many kilos did imran lose in ramadan": a topic asked in a named day, event or season, refused in
    its period by its own words ("kilos lose"), asked in the same period with the period's name beside
    them: the record of the period that says both ("3 kilo down in ramadan") is its answer, as it was
    when the name was read as words."""
    reading = step.reading
    return reading.with_period_name() if reading.when is not None and reading.when.named and reading.topic else None


def _says_an_own_word(reading: Reading, again: Prepared) -> bool:
    # One of the question's own topic words at least said by the records quoted: the period's name
    # alone found "happy valentines x" for "mason's deadlift on valentines", a deadlift never told.
    quoted = [s.metadata for s in again.prompt.sources]
    return answerability.says_own_word(reading.topic, quoted) or _tells_where_gone(reading, quoted)


def _tells_where_gone(reading: Reading, quoted: list) -> bool:
    # "where did shirley go for easter", "where's beryl going for christmas": the question asks where, and its own
    # topic words are only a verb of going (going_places.only_going), which the period's record tells by its place
    # ("Off to the caravan at Minehead for Easter", "Off on the cruise to the Canaries"), never by "go". Taken when a
    # record quoted gives a place (asked_places.holds_place); a record naming the period alone ("happy easter x")
    # tells no place, and the refusal stands.
    if not going_places.asks_where_gone(reading.question, reading.topic):
        return False
    said = frozenset(reading.question.lower().split())
    return any(asked_places.holds_place(str(m.get("text") or ""), frozenset(), said) for m in quoted)


declare("period_name", _with_period_name, _says_an_own_word)


def _as_event(step: Refused) -> Reading | None:
    """"what did saff say about the winter olympics", refused by its words (no record names the games): the
    client's records of the event's days (timeframe.event_as_topic), whose news is told in other words
    ("lizzy yarnold won AGAIN 🥇 skeleton queen")."""
    reading = step.reading
    if reading.when is not None or reading.scope is None:
        return None
    read = timeframe.event_as_topic(reading.question, step.now)
    if read is None:
        return None
    rest, when = read
    topic = intent.client_topic(rest, reading.names.get(reading.scope or ""), reading.names.values())
    return replace(reading, question=rest, topic=topic, when=when, thread_thing="")


declare("event_as_topic", _as_event)


def _as_weight_mark(step: Refused) -> Reading | None:
    """"is des under 13 stone yet": a body weight compared with a mark, refused on words the weights never say
    ("under", the mark), asked again as the client's weight (weight_marks.as_weight): their weight records
    answer, the newest first, and the reader compares."""
    reading = step.reading
    rest = weight_marks.as_weight(reading.question)
    if rest is None or reading.scope is None:
        return None
    topic = intent.client_topic(rest, reading.names.get(reading.scope or ""), reading.names.values())
    return replace(reading, question=rest, topic=topic, thread_thing="")


def _gives_a_weight(reading: Reading, again: Prepared) -> bool:
    # A record quoted gives a mass of the body: the weights answer the mark, nothing else does.
    return any("weight" in asked_values.held(str(s.metadata.get("text") or "")) for s in again.prompt.sources)


declare("weight_mark", _as_weight_mark, _gives_a_weight)


def _period_news(step: Refused) -> Reading | None:
    """"and the day the clocks went back" after "<name>'s weight": the thread's thing carried into a period with no
    word of its own, refused because the period's record gives the value without the thing's word ("clocks went
    back … 88 kg"): asked again as what it was read as before the thing was carried, the client's news of the
    period (a period alone names no topic: chat/service.py `_asked`'s status)."""
    reading = step.reading
    if not reading.carried_into_period:
        return None
    return replace(reading, question=reading.own_question, topic="", own_question="", thread_thing="")


# (Never both: the period's news is for a follow-up with no word of its own, the own words for one with.)
declare("period_news", _period_news)


def _week_so_far(step: Refused) -> Reading | None:
    """"sam's bp this week" asked on a Monday, refused in the hours of the week gone: a measure asked of the
    last seven days (shared/domain/week_so_far.py), whose readings are the week's news."""
    reading = step.reading
    wider = week_so_far.last_seven_days(reading.when, step.now)
    return replace(reading, when=wider) if wider is not None and asked_values.measured(reading.topic) else None


def _gives_the_measure(reading: Reading, again: Prepared) -> bool:
    # A record quoted gives a value of the measure asked: the days before answer it, nothing else does.
    return week_so_far.gives_measure(reading.topic, (str(s.metadata.get("text") or "") for s in again.prompt.sources))


declare("week_so_far", _week_so_far, _gives_the_measure)


def _own_words_alone(step: Refused) -> Reading | None:
    """"which wrist" after "<name>'s hands": a follow-up searched with the thread's thing carried, refused
    because no record says its own words beside the thing's ("nerve test on my left wrist" never says
    "hands"): the detail of a thing is often told in a record of its own. Asked again in its own words alone, of the
    same client, the records that say the detail answer it. Only for a follow-up whose own words name a
    thing (intent.TOPIC_WORDS: "wrist", "knee"): one of frame words alone ("how long was he out") asks
    nothing without the thing, and one of other words alone found them anywhere in the client's history
    ("and where was it played" after a refused sibling: the intake's "plays for the under 16s", an
    unanswerable question answered; blind26-012)."""
    reading = step.reading
    if not reading.own_topic or reading.own_topic == reading.topic \
            or not {w.lower() for w in reading.own_topic.split()} & intent.TOPIC_WORDS:
        return None
    return replace(reading, question=reading.own_question, topic=reading.own_topic, own_question="", own_topic="",
                   thread_thing="")


def _says_every_carried_own_word(reading: Reading, again: Prepared) -> bool:
    # Every word the follow-up asked of its own said by the records quoted: records of other words answer
    # no detail ("which knee" where no record says "knee": the refusal stands).
    return not answerability.unsaid_words(reading.own_topic, [s.metadata for s in again.prompt.sources])


# `_described_client` reads the refused question's client, and its check `_says_an_own_word_of_the_client` reads it
# again of the same reading: `_asked_again` (chat/service.py) hands every `takes` the refused reading, the one `reads`
# was given, not the way's own (the other checks need the question as refused). So the last reading's answer is kept,
# one per thread (each request runs its ways in one thread), and known by identity: a Reading holds lists, so it is
# not hashable, and the same object is the same question. Another reading, even an equal one, is read afresh.
_last_described = threading.local()


def _described(reading: Reading) -> tuple[str, str, str] | None:
    """`_read_described` of `reading`, read once for the way and its check (above)."""
    held = getattr(_last_described, "held", None)
    if held is not None and held[0] is reading:
        return held[1]
    found = _read_described(reading)
    _last_described.held = (reading, found)
    return found


def _read_described(reading: Reading) -> tuple[str, str, str] | None:
    """The client the question names by their profile's words (shared/domain/described.py) when it names no client
    and sets none aside: (client id, the question without those words, the topic without them); None otherwise."""
    if reading.scope is not None or reading.set_aside:
        return None
    words_of = client_names.described_of(reading.clients)
    found = described.described_client(reading.question, words_of) if words_of else None
    if found is None:
        return None
    start, end, client_id, _possessive = found
    naming = {w.lower().removesuffix("'s").removesuffix("\u2019s") for w in reading.question[start:end].split()}
    topic = " ".join(w for w in reading.topic.split() if w.lower().removesuffix("'s") not in naming)
    return client_id, " ".join((reading.question[:start] + reading.question[end:]).split()), topic


def _described_client(step: Refused) -> Reading | None:
    """"what did my guy from ruthin win", "my c1 paddler's result in september", "the surveyor's sprained ankle":
    a question naming the client by their trade, town or trait (the words of the one client's profile notes),
    refused as the whole roster's ("no mentions of 'ruthin win'": the records never say the profile's words).
    Asked again as that client's question, without those words. Only after a refusal: h-wrong57 read it first
    (6ca0d874, reverted) and two questions the roster's reading answered ("the farrier's heel cord") were refused
    by the client's stricter reading; and never a word two clients' notes share ("my crediton lad" of two)."""
    read = _described(step.reading)
    if read is None or not read[2]:
        return None
    client_id, question, topic = read
    return replace(step.reading, scope=client_id, group_chats=step.group_chats_of(client_id), question=question,
                   topic=topic, thread_thing="", own_question="", own_topic="", opening_turns=())


def _says_an_own_word_of_the_client(reading: Reading, again: Prepared) -> bool:
    # One word the question asks besides those naming the client said by the records quoted ("win" of "what did
    # my guy from ruthin win"): the client's records of anything else answer nothing.
    read = _described(reading)
    return read is not None and answerability.says_own_word(read[2], [s.metadata for s in again.prompt.sources])


declare("described_client", _described_client, _says_an_own_word_of_the_client)


# Last: a follow-up's own words without the thing carried is the loosest reading, tried when no other stands.
declare("own_words", _own_words_alone, _says_every_carried_own_word)
