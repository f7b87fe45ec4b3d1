"""An injury asked across the roster ("who broke a bone", "who tore a calf", "anyone else break
something apart from ange"): does any record of the clients searched hold that event as it happened?

Asked of the whole roster, such a question is answered by the clients whose own records say the event;
when none does, by no one. The ranking finds the records nearest in meaning, which for an injury are
the records that rule it out ("x-ray no fracture!!", "ankle not broken", "nothing broken on the xray")
or that say the part without the event ("hamstring not off the bone"), and every word of the question
came up somewhere, so the answerability model read the question as answered and quoted them
(blind19/22/23 "who broke a bone": a client of another trainer broke one, or nobody did).

A record holds the event when it says one of the event's words (`_EVENTS`), not denied in the words just
before it (`_DENIALS`: "no fracture", "not broken"), and, when the question names a particular part of
the body ("who broke a wrist"), that part or one of its own parts (kinds.py: "wrist" for an arm).
A record that denies the event anywhere holds none of it: "fracture clinic: nothing broken" names the
clinic, not a fracture.

Only what a record says in the event's own words is read: an injury said in other words ("came off
the bike and the wrist is in a cast") is not told apart by this, and so a question whose event no
record words is refused; the event words cover the forms clients write (`_EVENTS`). Pure: the caller
(shared/usecases/search.py, `decide`) looks the records up.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Callable, Iterable, Sequence, TypeVar

from shared.domain import kinds, sides, yes_no
from shared.domain.bound_slots import metadata_text
from shared.ports.keywords import tokens


R = TypeVar("R")


@dataclass(frozen=True)
class Event:
    """An injury asked: its name as the question words it, from the event word to its object ("broke a
    bone", for the refusal), the words a record says it with, and the part of the body asked as typed
    ("" for any part: "a bone", "something")."""

    name: str
    said: frozenset[str]
    part: str
    # A symptom, illness or condition asked ("who went dizzy", "who gets migraines", "who had covid"): the
    # kinds table's member it names, held by a record naming that member in any of its names ("light
    # headed" for dizzy) and reporting no negative test of it; () for an injury.
    symptom: tuple[kinds.Entry, ...] = ()


# The events by the words a question asks them with and a record says them with. "break" is asked
# ("did any of the kids break a bone") but read in a record only as a past form: "a week's break",
# "broke 20 minutes" is no injury, and "break" is the trainer's word for rest far more often than for
# a bone. "tear" is read in a record: "tears" after a bad day only keeps a question answered.
_EVENTS: dict[str, tuple[frozenset[str], frozenset[str]]] = {
    "break": (frozenset("broke broken break breaks breaking fracture fractured fractures fracturing".split()),
                frozenset("broke broken fracture fractured fractures snapped".split())),
    "tear": (frozenset("tore torn tear tears tearing rupture ruptured".split()),
               frozenset("tore torn tear rupture ruptured ruptures".split())),
    "dislocation": (frozenset("dislocate dislocated dislocates dislocation dislocating".split()),
                      frozenset("dislocate dislocated dislocation subluxation subluxed".split())),
    "sprain": (frozenset("sprain sprained sprains spraining".split()),
                 frozenset("sprain sprained sprains".split())),
    # A procedure on the part, not an injury, asked the same way ("who's got a replaced knee", "who had a
    # hip replacement"): the part's own name beside it tells it from "replaced her trainers". A client
    # says it as the new part ("on the list for a new knee"), a note by the operation's name.
    "replacement": (frozenset("replaced replacement replacements".split()),
                    frozenset("replaced replacement replacements new arthroplasty tkr thr resurfacing".split())),
}

# Words that deny the event said right after them ("no fracture", "not broken", "nothing broken",
# "wasn't torn"), within `_DENIAL_GAP` words: "not a full tear", "no sign of a fracture".
_DENIALS = frozenset("no not nothing never without isnt wasnt arent didnt nor".split())
_DENIAL_GAP = 4
# "fracture ruled out", "break excluded": denied after the word.
_DENIED_AFTER = re.compile(r"^\W*(?:\w+\W+){0,2}?(?:ruled\s+out|excluded)\b")

# How many words from the event word the part asked must be said ("broke my left wrist", "left wrist
# fracture", "fractured the distal end of the radius" is beyond it and so read as no wrist).
_PART_GAP = 5

# The object of an event that names no particular part: any part answers.
_ANY_PART = frozenset("bone bones something anything one".split())
# The families of what a client has or feels, asked across the roster as an event ("who had covid").
_SYMPTOM = frozenset({"symptom", "condition", "illness"})
# A test of it that came back negative: the record rules it out.
# The families that name a part of the body (the joints by name among them: "hip", "shoulder").
_BODY = sides.BODY_FAMILIES | {"joint"}
_NEGATIVE = re.compile(r"\b(?:test(?:ed)?|swab|lft|pcr)\s+(?:came\s+back\s+|was\s+|is\s+)?negative\b|\bnegative\s+(?:test|lft|pcr)\b", re.I)
_SENTENCE = re.compile(r"[.!?;:\n]+")
_WORD = re.compile(r"[a-z0-9]+(?:['\u2019][a-z]+)?")


def _words(text: str) -> list[str]:
    return [w.replace("'", "").replace("\u2019", "") for w in _WORD.findall(text.lower())]


def asked_event(question: str) -> Event | None:
    """The injury the question asks (`_EVENTS`) and the part of the body it names after the event word,
    or else in the two words before it ("a hip replacement"), when it names one; None for a question of no injury word, or one whose object is no part of the
    body ("who broke their pb", "who broke 3 hours": a result beaten, not a bone)."""
    said = _words(question)
    for i, word in enumerate(said):
        held = next((held for asked, held in _EVENTS.values() if word in asked), None)
        if held is None:
            continue
        after = said[i + 1:i + 5]
        anything = next((j for j, w in enumerate(after[:3]) if w in _ANY_PART), None)
        if anything is not None:
            return Event(" ".join(said[i:i + anything + 2]), held, "")
        part = _part(after)
        if part is not None:
            return Event(" ".join(said[i:i + after.index(part) + 2]), held, part)
        # The part before the event word: "a hip replacement", "his broken-thumb" aside, "left wrist fracture".
        before = said[max(0, i - 2):i]
        part = _part(before[::-1])
        if part is not None:
            start = i - before[::-1].index(part) - 1
            return Event(" ".join(said[start:i + 1]), held, part)
    return _asked_symptom(question)


def _asked_symptom(question: str) -> Event | None:
    """The symptom, illness or condition a question names (a member of the kinds table's families
    `_SYMPTOM`: "dizzy", "fainted", "migraines", "covid"), as an event held by any of the member's names;
    None for none."""
    named = tuple(e for e in kinds.entries(question) if e.family in _SYMPTOM and e.member is not None)
    if not named:
        return None
    names = {n for e in named for n in kinds.meaning_names(e)}
    typed = [w for w in _words(question) if set(tokens(w)) & {s for e in named for s in e.stems}]
    return Event(" ".join(typed) or sorted(names)[0], frozenset(names), "", named)


def _part(after: Sequence[str]) -> str | None:
    """The part of the body among the words after the event word, as typed (a bone by its own name
    too: "collarbone", "cheekbone"); None for none."""
    for w in after:
        if any(e.family in _BODY for e in kinds.entries(w)) or (w.endswith("bone") and w != "bone"):
            return w
    return None


def _says_part(part: str, text: str) -> bool:
    """Does a record's `text` name the part asked: its own word, or a name of the kinds table that
    means it, itself or one of its parts ("wrist" for "arm", "knee" for "leg": kinds.means)?"""
    own = set(tokens(part))
    if own & set(tokens(text)):
        return True
    return kinds.means(kinds.entries(part), kinds.entries(text, kinds.PHRASE_GAP))


def denied(said: Sequence[str], at: int) -> bool:
    """Is the event word at `at` among `said` (a record's words) denied: a denial word (`_DENIALS`) in
    the `_DENIAL_GAP` words before it, or "ruled out" just after it?"""
    before = said[max(0, at - _DENIAL_GAP):at]
    return any(w in _DENIALS for w in before) or bool(_DENIED_AFTER.match(" ".join(said[at + 1:at + 5])))


def holds_event(event: Event, text: str) -> bool:
    """Does a record's `text` hold the event: an event word said and never denied in it (`denied`), and
    the part asked, when one is, within `_PART_GAP` words of an event word (`_says_part`)?"""
    if event.symptom:
        # Any of the member's names, as the decision reads a name (kinds.relation "same"): "light headed",
        # "woozy" for dizzy. A denial word is not read ("no dizziness since" still tells of the dizziness);
        # a negative test is ("covid test negative": a chest infection, not covid).
        if kinds.relation(event.symptom, kinds.entries(text, kinds.PHRASE_GAP)) != "same":
            return False
        return not _NEGATIVE.search(text)
    said = _words(text)
    at = [i for i, w in enumerate(said) if w in event.said]
    if not at or any(denied(said, i) for i in at):
        return False
    if not event.part:
        return True
    # The part beside the event word in its own sentence, not anywhere in the record: "need legs of
    # steel lol. broke my left wrist snowboarding" broke no leg.
    return _tells_of_part(event, text)


def unheld_event(question: str, records: Iterable[Any], across: bool) -> str:
    """The injury a question across the roster (`across`) asks ("who broke a bone"), named for the
    refusal, when none of `records` (the records that say one of its words, each its metadata) holds it
    (`holds_event`); "" otherwise, and for a question of one client or of no injury."""
    if not across:
        return ""
    event = asked_event(question)
    if event is None:
        return ""
    if any(holds_event(event, metadata_text(m)) for m in records):
        return ""
    return event.name


# "how long ago did kieran break his collarbone", "when did she tear it", "which hospital set his broken
# wrist": a question of one client that asks about the injury's time, place or manner takes it as having
# happened. A yes-or-no question ("did kieran break anything", "was it torn") does not: "no fracture"
# answers it.
_PRESUPPOSING = re.compile(r"^\W*(?:so\s+)?(?:how|when|where|which|why|what)\b", re.IGNORECASE)


def presupposed_injury(question: str) -> Event | None:
    """The injury (not a symptom) a question of one client asks about as having happened (`_PRESUPPOSING`:
    "how long ago did kieran break his collarbone"); None for a yes-or-no question or one of no injury."""
    if not _PRESUPPOSING.match(question):
        return None
    event = asked_event(question)
    return event if event is not None and not event.symptom else None


def asked_injury_of_part(question: str) -> Event | None:
    """The injury a yes-or-no question of one client asks of a particular part of the body (`yes_no.asks`:
    "did gurdip break her hip", "was ciaran's foot a sprain"); None for another question, a symptom, or
    an injury of no particular part ("did he break anything"). A yes-or-no question takes nothing as having
    happened, so a record ruling the event out answers it."""
    if not yes_no.asks(question):
        return None
    event = asked_event(question)
    return event if event is not None and not event.symptom and event.part else None


def _tells_of_part(event: Event, text: str) -> bool:
    """Does a record's `text` say the event of the part asked, as happened or ruled out: an event word
    within `_PART_GAP` words of the part in one sentence ("left wrist is broken", "no fracture of the
    hip")?"""
    for sentence in _SENTENCE.split(text.lower()):
        own = _words(sentence)
        if any(_says_part(event.part, " ".join(own[max(0, i - _PART_GAP):i + _PART_GAP + 1]))
               for i, w in enumerate(own) if w in event.said):
            return True
    return False


def _of_another_part(event: Event, text: str) -> bool:
    """Does a record's `text` hold the event (not denied) of another part of the body than the one asked:
    an event word with a part within `_PART_GAP` words of it in one sentence, none of them the part asked
    ("her left wrist is broken" for a hip)?"""
    for sentence in _SENTENCE.split(text.lower()):
        own = _words(sentence)
        for i, w in enumerate(own):
            if w not in event.said or denied(own, i):
                continue
            near = own[max(0, i - _PART_GAP):i + _PART_GAP + 1]
            if _part(near) is not None and not _says_part(event.part, " ".join(near)):
                return True
    return False


def untold_of_part(question: str, records: Iterable[Any]) -> str:
    """The injury a yes-or-no question of one client asks of a part (`asked_injury_of_part`), named for
    the refusal, when `records` (the client's records saying one of its words, each its metadata) hold it
    of another part (`_of_another_part`) and none says it of the part asked, as happened or ruled out
    (`_tells_of_part`), nor rules the event out at all ("it's not a sprain, it's a fracture" answers "was
    his foot a sprain"); "" otherwise.

    The client's injury of another part ("her left wrist is broken") and the part said of something else
    ("the dexa says osteoporosis in my hips") bring every word of "did gurdip break her hip" up, so the
    model read it as answered and told what broke. But a break, a tear or a sprain is said of its own part:
    where the records tell it of another and say nothing of this one, they do not answer yes or no. Where no
    record holds the event at all ("felt my hamstring go" for a tear) the model still decides: the records
    may tell what happened to the part in other words."""
    event = asked_injury_of_part(question)
    if event is None:
        return ""
    elsewhere = False
    for m in records:
        text = metadata_text(m)
        said = _words(text)
        if _tells_of_part(event, text) or any(denied(said, i) for i, w in enumerate(said) if w in event.said):
            return ""
        elsewhere = elsewhere or _of_another_part(event, text)
    return event.name if elsewhere else ""


def unheld_of_client(question: str, records: Iterable[Any]) -> str:
    """The injury a question of one client takes as having happened (`presupposed_injury`), named for the
    refusal, when none of `records` (the client's records saying one of its words, each its metadata)
    holds it (`holds_event`: "A&E x-ray: no fracture" rules a break out); "" otherwise.

    The client's records nearest such a question say the part and rule the event out ("the lump's the
    end of the collarbone", "no fracture, AC joint grade 2"), every word but the event's came up, and the
    model answered with them: an injury that never happened has no time nor place to give."""
    event = presupposed_injury(question)
    if event is None:
        return ""
    return "" if any(holds_event(event, metadata_text(m)) for m in records) else event.name


def holding(question: str, records: Sequence[R], metadata: Callable[[R], Any]) -> list[R]:
    """The records (`metadata` reads each one's) that hold the injury the question asks (`holds_event`),
    in their order, one per client at most (the first): the clients whose own records say it; [] for a
    question of no injury."""
    event = asked_event(question)
    if event is None:
        return []
    out: list[R] = []
    seen: set[str] = set()
    for r in records:
        m = metadata(r)
        client = m.get("clientId")
        if (client is None or client not in seen) and holds_event(event, metadata_text(m)):
            out.append(r)
            if client is not None:
                seen.add(client)
    return out


def lookup_text(question: str) -> str:
    """The words a keyword lookup for the records that may hold the question's injury asks for."""
    event = asked_event(question)
    return " ".join(sorted(event.said)) if event is not None else ""
