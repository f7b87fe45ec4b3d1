"""The trainer's own words asked by the client's event: "what did i tell esme the night she fell".

"what did i ask barney after hexham", "what did i say when the boot came off", "what did i tell jed the day
he did his ankle": the answer is the trainer's turn that answered the client's telling of the event — the
client wrote "Came off at Morpeth …" and the trainer answered "Oh Esme. Rest …". Ranked by the question's
words, the client's telling comes first and its reply may not follow it: the client wrote on in a burst
("1.05", "clear first round", "pole down in jump off") before the trainer answered, or the frame's words
("the day he did", "came off") ranked another record of the thing higher ("First run back today … ankle
fine"). This module reads the question: whom and which event (`asked`); the records are read in
shared/usecases/event_replies.py.

Closed English: the verbs of the trainer's saying, the frames of an event's time ("after", "when", "the night",
"the day", "the morning"), and the words of those frames that no record of the event need say (`LIGHT`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from shared.domain import answerability, asked_speaker

# "what did i tell", "what did i say to", "what did i ask", "what have i texted": the trainer as the one who
# spoke to someone, as asked_speaker's readers of the trainer's words read it.
_VERB = (r"(?:tell|told|say|said|ask|asked|text|texted|write|wrote|reply|replied|answer|answered|suggest|suggested"
         r"|advise|advised|offer|offered|send|sent)")
# When in the story: right after the event, when it happened, or on its day or night.
_FRAME = (r"(?:after|when|(?:on\s+)?(?:the|that)\s+(?:night|day|morning|evening|afternoon)"
          r"(?:\s+(?:of|after))?)")
_ASKED = re.compile(
    rf"^\W*(?:so\s+)?what\s+(?:did|have|had)\s+i\s+{_VERB}(?:\s+(?:to|back\s+to|back))?"
    rf"(?:\s+(?P<who>[^\W\d_][\w'\u2019-]*))??\s+(?P<frame>{_FRAME})\s+(?P<event>.+?)\W*$",
    re.IGNORECASE)
# Words of the event's frame no telling of it need say: the time of day it fell on, and the light verbs a
# question tells it with ("the day he did his ankle": "left ankle went right over"; "when the boot came off":
# "Boot's off today"; "when she got the blue inhaler"). Closed English.
LIGHT = frozenset(
    "night day morning evening afternoon came come comes coming got get gets getting went go goes going did do "
    "does done had have has happened happen made make hit was were".split())
# The particles that tell which end of a thing the event is ("when the boot came off": "Boot's off today", not "Air
# cast boot and crutches"; "when he was back on the sand"): read beside the event's words, never required (no
# telling need say "down" of "when his ldl came down": "ldl 3.1 now"). Closed English; stop words to the ranking.
PARTICLES = frozenset("off back out up down over home".split())
# The frames that date a happening ("the night she fell", "the day he did his ankle"): its first telling.
_ON_THE_DAY = re.compile(r"\b(?:night|day|morning|evening|afternoon)\b", re.IGNORECASE)
# A number told with the event ("when her tsh came back 2.4", "when billie hit 70", "when barry got 45m"): a figure
# standing as a word of its own (its unit may follow), not a digit inside a word ("hba1c").
_VALUE = re.compile(r"(?<![\w.:])(\d+(?:[.:]\d+)?)(?![\d.:]?\d)")
# A frame word that reads as a person ("what did i say when …": no one is named "when").
_NOT_WHO = frozenset("after when the that on".split())


@dataclass(frozen=True)
class Event:
    """An event the trainer's words are asked by: `who` as asked ("" for none or a pronoun), `event` the words
    telling it ("the boot came off"), `words` its content words a telling of it must say (the topic words but
    `LIGHT`, and a letter alone: "a&e" reads as "a" and "e", which every record says), `particles` its
    `PARTICLES` ("off"), and whether the frame dates a happening by its day or night (`on_the_day`: "the
    night she fell"; its first telling is the event, later ones tell of it), and `values` the figures told with it
    ("2.4" of "her tsh came back 2.4"): which of the thing's tellings is the event (every result of a test says
    "tsh"; the one that says "2.4" is the one asked)."""

    who: str
    event: str
    words: tuple[str, ...]
    particles: tuple[str, ...] = ()
    on_the_day: bool = False
    values: tuple[str, ...] = ()


def asked(question: str) -> Event | None:
    """The event "what did i tell <person> after / when / the night <event>" asks the trainer's words by; None
    for any other question, a beginning ("when he joined": asked_speaker.told_first), and for one whose event has no word to find it by ("the night it happened": the
    thread's thing, not read here)."""
    match = _ASKED.match(question)
    # "what did i ask nigel when he joined": a beginning, the trainer's first words (asked_speaker.told_first).
    if not match or asked_speaker.told_first(question) is not None:
        return None
    who = (match.group("who") or "").lower()
    if who in _NOT_WHO:
        return None
    event = match.group("event").strip()
    words = tuple(w for w in answerability.topic_words(answerability.decision_words(event))
                  if w.lower() not in LIGHT and len(w) > 1)
    particles = tuple(w for w in re.findall(r"[a-z]+", event.lower()) if w in PARTICLES)
    # "when jory came back", "when caoimhe was back": a return told by its particle alone, which the telling says
    # ("First paddle back today"); no word at all ("the night it happened") is the thread's thing, not read here.
    if not words and not particles:
        return None
    return Event(re.sub(r"['\u2019]s$", "", who), event, words, particles,
                 _ON_THE_DAY.search(match.group("frame")) is not None, tuple(_VALUE.findall(event)))


def says_particle(particle: str, text: str) -> bool:
    """Whether `text` says `particle` as a word ("Boot's off today" says "off")."""
    return re.search(rf"\b{re.escape(particle)}\b", text, re.IGNORECASE) is not None


def says_value(value: str, text: str) -> bool:
    """Whether `text` says the figure `value` as a figure ("tsh 2.4!!" says "2.4"; "12.4" and "2.45" do not)."""
    return re.search(rf"(?<![\d.:]){re.escape(value)}(?![\d]|[.:]\d)", text) is not None


def light(word: str) -> bool:
    """Whether `word` (a word the decision found no record saying) is one of the event frame's light words,
    which no telling of the event need say (`LIGHT`)."""
    return word.lower() in LIGHT
