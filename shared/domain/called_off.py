"""An event asked of that the records call off or only plan: "dawn's time at the plymouth half" where the
record naming it says "plymouth half cancelled, no surprise"; "rich's c&j at the british masters" where
every record naming the meet plans it ("goals: lift at the British masters").

The event came up, so every word of the question is in the history and relevance is high; the model
answers with the cancellation, or with the plan the client made before it ("signed up for the
plymouth half"). But a race that was called off has no time, no result and no "how it went". The rule
reads the questions that ask a result of the event (planned_only.asked_event: "<client>'s time / result
at X", "X results") or something of the client at it ("<measure> at X", "and at X"), not whether the
client did it nor how it went ("did she run the plymouth half": the call-off answers those); it refuses when some record names the event (every word of it, planned_only's reading) in a clause
that calls it off (`calls_off`: "cancelled", "called off", "postponed", "put back", "won't go ahead"),
and every other sentence naming it plans it (planned_only.plans, read of the part of the sentence naming
the event). One sentence that names the event without a plan's or a call-off's words (a report: "the
plymouth half was brutal, 2:04") leaves the question to the model. A thing asked "at" or "during" an event
("<measure> at X") is refused on plans alone too, with no call-off: nothing was measured at an event
that never came up as held (the result shapes planned_only reads itself, the call-off aside).

A postponement is no end: the event may have been run later under part of its name ("Regionals: 3rd in
12.9" after "county regionals put back to june"), so planned_only's reading of a later record with a
figure that says a word of the event still answers. A cancellation is an end: a later "masters meet in
Tullamore: 50.2" is another meet, not "the world masters in Toronto", cancelled. Read after the model's
features (search.decide's never-said chain, beside planned_only): no fitted feature reads it.
"""

from __future__ import annotations

import re
from typing import Any, Callable, Sequence

from shared.domain import planned_only, yes_no
from shared.domain.query_dates import MONTHS

# A clause that calls the event off. "off" alone is too common ("a day off", "off the bike"), and
# "cancelled" is read of the clause that names the event, not of the message ("session cancelled, ran
# the harbour 10k instead").
_CANCELLED = (r"cancel(?:l?ed|s|ling|lation)|called\s+off|calls?\s+off|calling\s+off|scrapped|axed|"
              r"(?:won['\u2019]?t|will\s+not|isn['\u2019]?t|is\s+not|not)\s+(?:be\s+)?(?:going|go)\s+ahead|"
              r"not\s+happening")
_POSTPONED = r"postpon(?:e|ed|es|ing|ement)|put\s+back|pushed\s+back|moved\s+back|rescheduled|delayed"
_PUT_OFF = re.compile(rf"\b(?:{_POSTPONED})\b", re.IGNORECASE)
# "nationals are off", ending its clause ("she's off work" is no call-off).
_OFF = r"(?:is|are|was|were|it['\u2019]?s|its)\s+off\s*$"
_ENDED = re.compile(rf"\b(?:{_CANCELLED})\b|\b{_OFF}", re.IGNORECASE)
# Clauses: a call-off is read of the clause naming the event ("plymouth half cancelled, no surprise";
# "parkrun's cancelled so i ran the coast path 10k" calls off no 10k).
_CLAUSE = re.compile(r"[^.!?\n,;:\u2014\u2013()]+")
_CLAUSE_SPLIT = re.compile(r"\s+(?:but|so|and\s+then|then|because|cos|coz|though|although|instead)\s+", re.IGNORECASE)
# "<anything> at/in/during <event>": something asked of the client at an event ("hurdle height at
# tullamore", the follow-up "and at the world masters"). A time after the preposition is a period's.
_AT = re.compile(r"\b(?:at|in|during)\s+(?P<ev>[^?]+?)\W*$")
# "at" and "during" put the thing at an event; "in" as often at a part or a place ("pain in her left knee"),
# read only where a record calls the event off.
_AT_ONLY = re.compile(r"\b(?:at|during)\s+(?P<ev>[^?]+?)\W*$")
_WHEN = re.compile(rf"\b(?:{'|'.join(MONTHS)}|monday|tuesday|wednesday|thursday|friday|saturday|sunday|today|"
                   r"yesterday|tonight|morning|afternoon|evening|night|week|weekend|month|year|season|summer|"
                   r"winter|spring|autumn|time|times|holiday|holidays|hols|term|\d+)\W*$")
# Whether the client did it, or how it went, is answered by the call-off itself ("no, it was cancelled");
# a time, a result or a value at the event is not.
_WHETHER = yes_no.OPENING  # the one reading of a yes-or-no opening (shared/domain/yes_no.py)
_HOW_IT_WENT = re.compile(r"\bhow\s+(?:did|was|were|is|has)\b")
_WORD = re.compile(r"[^\W_][\w'\u2019-]*")
_NOT_THE_EVENT = frozenset("""the a an his her their my our your its this that these those it him she he they them
    me us of for to with and or up out""".split())
_POSSESSIVE = re.compile(r"['\u2019]s$|s['\u2019]$")


def asked_at_event(question: str, known: Callable[[str], bool] = lambda w: False) -> list[str]:
    """The event's words when the question asks its outcome (planned_only.asked_event) or something at it
    ("<x> at <event>", a time after the preposition excepted); [] otherwise. A client's name (`known`) and
    the frame's words are left out."""
    lowered = question.lower().strip()
    if _WHETHER.match(lowered) or _HOW_IT_WENT.search(lowered):
        return []  # "did dawn run the plymouth half": "no, it was cancelled" answers it
    event = planned_only.asked_event(lowered, known)
    if event:
        return event
    return _at_event(lowered, known)


def _at_event(lowered: str, known: Callable[[str], bool]) -> list[str]:
    """The words after the question's last "at" / "in" / "during" ("hurdle height at tullamore", "and at
    the world masters"), a time there excepted; [] otherwise."""
    match = _AT.search(lowered)
    if not match or _WHEN.search(match.group("ev")):
        return []
    words = []
    for raw in _WORD.findall(match.group("ev")):
        word = _POSSESSIVE.sub("", raw)
        if word in _NOT_THE_EVENT or known(word) or (word.endswith("s") and known(word[:-1])):
            continue
        words.append(word)
    return words


def _clauses(sentence: str) -> list[str]:
    return [part for clause in _CLAUSE.findall(sentence) for part in _CLAUSE_SPLIT.split(clause) if part.strip()]


def _names(event: Sequence[str], text: str) -> bool:
    return bool(planned_only.naming(event, text))


# A plan is read of the part of the sentence naming the event, commas and semicolons apart: "VE day street
# party, 2 metres apart … frank sang we'll meet again" reports the party ("we'll" is the song's); "goals and
# aims: … lift at the British masters (M45" plans it.
_PART = re.compile(r"[^,;()]+")


def _plans(event: Sequence[str], sentence: str, record: Any) -> bool:
    """A part of `sentence` naming the event plans it (planned_only.plans, which reads a part that puts
    the event behind the writer as a report)."""
    return any(planned_only.plans(part, record) for part in _PART.findall(sentence) if _names(event, part))


def calls_off(event: Sequence[str], sentence: str) -> str:
    """"ended" when a clause of `sentence` names the event and cancels it, "postponed" when one puts it
    off to another day, "" when none calls it off."""
    found = ""
    for clause in _clauses(sentence):
        if _names(event, clause):
            if _ENDED.search(clause):
                return "ended"
            if _PUT_OFF.search(clause):
                found = "postponed"
    return found


def called_off(question: str, candidates: Sequence[Any], known: Callable[[str], bool] = lambda w: False) -> str:
    """The event's words (joined) when the question asks something of an event (`asked_at_event`), a
    candidate names it in a clause calling it off (`calls_off`), and every other sentence of every
    candidate naming it plans it (planned_only.plans); "" otherwise. Every candidate is read, relevant or
    not. Where the event was only put off, planned_only's readings of a later record with a figure
    (a report under part of its name, or on the days a plan names) still leave it to the model."""
    event = asked_at_event(question, known)
    if not event:
        return ""
    named = [(c, planned_only.naming(event, str(c.metadata.get("text") or ""))) for c in candidates]
    named = [(c, s) for c, s in named if s]
    if not named:
        return ""
    if _names_it_whole(question, event, named, known):
        return ""
    offs = {calls_off(event, sentence) for _, sentences in named for sentence in sentences}
    if not offs - {""} and not (_AT_ONLY.search(question.lower()) and not planned_only.asked_event(question, known)):
        # No call-off: an event only planned is planned_only's, where it reads the question; a thing
        # asked "at" or "during" an event every record only plans ("her c&j at the british masters" of
        # "goals: lift at the British masters") is this rule's: nothing was measured at an event not held.
        return ""
    if not all(calls_off(event, sentence) or _plans(event, sentence, c) for c, sentences in named
               for sentence in sentences):
        return ""  # a sentence reports it
    if "ended" not in offs and planned_only.reported_elsewhere(event, named, candidates):
        return ""
    return " ".join(event)


def _names_it_whole(question: str, event: Sequence[str], named: Sequence[tuple[Any, list[str]]],
                    known: Callable[[str], bool]) -> bool:
    """Whether the words before the question's "at" / "in" / "during" are themselves part of the event's
    name, said with it in one sentence of the records ("grace world masters in toronto" of "World masters
    in Toronto cancelled"): the question then names the event whole, as a topic, and asks nothing *at* it;
    the call-off answers it as it answers "did she go". A thing that the sentences naming the event do not
    say with it ("hurdle height at tullamore") is still something asked at the event. blind21-592: read
    only once its misspelt place ("toranto") was read as the records spell it."""
    lowered = question.lower().strip()
    if planned_only.asked_event(lowered, known):
        return False  # a result or an outcome asked of the event: never the event named whole
    match = _AT.search(lowered)
    # Only "in": "world masters in toronto" puts the event's own name before its place; "at" and "during" put a
    # thing at the event ("robin's back handspring at the adult comp", where her plan names the skill and the
    # comp in one sentence: blind20-630 is still refused).
    if not match or not lowered[match.start():].startswith("in"):
        return False
    before = [w for w in (_POSSESSIVE.sub("", raw) for raw in _WORD.findall(lowered[:match.start()]))
              if w not in _NOT_THE_EVENT and w not in planned_only.FRAME_WORDS
              and not known(w) and not (w.endswith("s") and known(w[:-1]))]
    if not before:
        return False  # "and at the plymouth half": nothing but the event asked
    return any(planned_only.naming(list(event) + before, sentence) and
               all(planned_only.says(w, _WORD.findall(sentence.lower())) for w in before)
               for _, sentences in named for sentence in sentences)

