"""When a client's next appointment of a kind is, where no record gives one ("when's euan's next mri":
the records tell the MRI of 6 October, and nothing after it).

The thing asked came up (an MRI had, a fracture clinic's verdict, a memory nurse's call), so its words
are said and relevance is high; the chat quoted the past one as the answer. "Next" asks a date still to
come when the record was written, and a record that gives one says so: a plan's words ("booked",
"next", "will": planned_only's) or a repeat's ("repeat DEXA due January 2020",
"review in 6 weeks", "follow-up", "again"). Where every sentence naming the thing lacks them, the next
one was never told. The trainer's own meetings (a session, a class, a call) are not read: the history
gives them as "same time next week?", "see you thursday", without naming the thing.
"""

from __future__ import annotations

import re
from typing import Any, Callable, Sequence

from shared.domain.bound_slots import text_of
from shared.domain.planned_only import BEHIND, PLANNING, says

_WORD = re.compile(r"[^\W_][\w'\u2019-]*")
# "when's the next dexa", "when is connor's next fracture clinic", "when does frank see the memory nurse
# next": the thing after "next", or between "see" and a closing "next".
_WHEN = r"^\W*when(?:['\u2019]?s|\s+(?:is|are|was|does|do|did|will|would|should))?\b"
_NEXT_THING = re.compile(_WHEN + r".*?\bnext\s+(?P<thing>.+?)\W*$", re.IGNORECASE)
_SEE_NEXT = re.compile(_WHEN + r".*?\b(?:see|seeing|have|having|get|getting)\s+(?P<thing>.+?)\s+next\W*$", re.IGNORECASE)
# The thing ends at a word of the frame; these are no thing's word.
_STOP = frozenset("""with for at in on about to from by of after before and or is are was be due booked""".split())
_NOT_THE_THING = frozenset("""the a an his her their my our your its this that me him them us""".split())
# The trainer's own meetings and words of time: not an appointment told elsewhere.
_OWN = frozenset("""session sessions class classes lesson lessons call calls meeting meetings one time week month
    year day weekend appointment appt training workout catch-up catchup check-in checkin""".split())
_THING_WORDS = 2
# A repeat's or a follow-up's words: a record giving the next one that planned_only's plan words do not read.
_AHEAD = re.compile(r"\b(?:due|repeat(?:ed)?|review(?:ed)?|follow[\s-]?up|again|every|another|recall|"
                    r"in\s+(?:\d+|a|an|one|two|three|four|six|a\s+few)\s+(?:days?|weeks?|months?|years?))\b",
                    re.IGNORECASE)
_SENTENCE = re.compile(r"[^.!?;\n]+")  # a profile's fields are parted by ";"


def asked_thing(question: str, known: Callable[[str], bool] = lambda w: False) -> list[str]:
    """The words of the thing whose next date a "when … next …" question asks ("mri", "fracture clinic",
    "memory nurse"); [] for any other question, or one asking the trainer's own meeting."""
    match = _NEXT_THING.match(question) or _SEE_NEXT.match(question)
    if not match:
        return []
    words: list[str] = []
    for raw in _WORD.findall(match.group("thing").lower()):
        word = re.sub(r"['\u2019]s$", "", raw)
        if word in _STOP:
            break
        if word in _NOT_THE_THING or known(word) or word.isdigit():
            continue
        words.append(word)
        if len(words) == _THING_WORDS:
            break
    if not words or any(w in _OWN for w in words):
        return []
    return words


def _gives_one_ahead(sentence: str) -> bool:
    """The sentence gives a date still to come: a plan's words (planned_only's `PLANNING`: "booked",
    "next", "will") unless it puts the thing behind the writer (`BEHIND`), or a repeat's (`_AHEAD`).
    Not a bare day after the record's own (planned_only.plans reads one): a note's "MRI 6 October …
    no tennis till 9 January", written in January, reads its days as the year's to come."""
    return bool(_AHEAD.search(sentence)) or (bool(PLANNING.search(sentence)) and not BEHIND.search(sentence))


def untold_next(question: str, candidates: Sequence[Any], known: Callable[[str], bool] = lambda w: False) -> str:
    """"next <thing>" when the question asks when the client's next one is (`asked_thing`), some candidate
    names the thing (every word, in one sentence), and no sentence naming it gives one ahead (a plan's
    or a repeat's words, `_gives_one_ahead`); "" otherwise. Every
    candidate is read, relevant or not: one record giving it leaves the question to the model."""
    thing = asked_thing(question, known)
    if not thing:
        return ""
    named = [(c, sentence) for c in candidates for sentence in _SENTENCE.findall(text_of(c))
             if all(says(w, _WORD.findall(sentence.lower())) for w in thing)]
    if not named or any(_gives_one_ahead(sentence) for _, sentence in named):
        return ""
    return "next " + " ".join(thing)
