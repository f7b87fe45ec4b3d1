"""Which record a question names by its place in time: "in my first note on raff", "her last check-in".

A question that names a kind of record with an ordinal asks for that one record: the client's
earliest (or newest) note, check-in or recording in the question's scope, whatever the ranking's
order. Read without the ordinal, "grip numbers in my first note" was a topic search among every
note, and was refused on "numbers" although the first note gives them. The record answers when it
shares a word of the question with it (the ranking's coverage: "grip" in "Grip 44 kg right"), or
when the question asks nothing else ("raff's first check-in"); a first note that says nothing of
the topic asked ("his caffeine in my first note", the note all about his wrist) is left to the
answerability decision, as any record is.

Pure: the use cases (chatWithAI, semanticSearch: shared/usecases/ordinal_lookup.py) fetch the records.
"""

from __future__ import annotations

import re

from shared.domain.record_time import written_at, written_or
from shared.domain.retrieval import Candidate

FIRST, LAST = "first", "last"

# The kinds a question names by an ordinal (shared/usecases/intent.py `named_source` names them).
# Not a session or a call: a recording is many records (its segments), and its last one is the call's
# goodbye, not the call.
KINDS = ("session_note", "checkin")
_KIND = r"(?:(?:session|weekly|progress|coaching)\s+)?(?:notes?|check[- ]?ins?)"
# After the kind, the time it began names the first ones: "his notes from the start", "the check-ins at the
# very beginning" (not "at the start of july": a period). Read as words, "start" was the topic no note says,
# or nothing was left to ask.
FROM_THE_START = r"\s+(?:from|at)\s+the\s+(?:very\s+)?(?:start|beginning|outset)\b(?!\s+of\b)"
_ORDINAL = re.compile(
    rf"\b(?:(?P<first>first|1st|earliest|very\s+first|initial|opening)|(?P<last>last|latest|most\s+recent|newest|final))"
    rf"\s+{_KIND}\b"
    rf"|\b(?P<start>{_KIND}){FROM_THE_START}",
    re.IGNORECASE,
)


def asked_ordinal(question: str) -> str | None:
    """FIRST for "in my first note", "the earliest check-in"; LAST for "her last check-in", "the most
    recent session note"; None when no record is named by an ordinal."""
    match = _ORDINAL.search(question)
    if match is None:
        return None
    return FIRST if match.group("first") or match.group("start") else LAST


def _dated(c: Candidate, kind: str) -> bool:
    return c.metadata.get("sourceType") == kind and written_at(c.metadata) is not None


def pick(candidates: list[Candidate], kind: str, ordinal: str) -> Candidate | None:
    """The earliest (FIRST) or newest (LAST) record of `kind` among `candidates`; None without one."""
    dated = [c for c in candidates if _dated(c, kind)]
    if not dated:
        return None
    stamp = lambda c: written_or(c.metadata, 0.0)  # noqa: E731  (every one dated)
    return min(dated, key=stamp) if ordinal == FIRST else max(dated, key=stamp)


# What a coach's note judges of the client, asked in the trainer's words ("first note on iestyn, what's his weak
# point", "… what's he doing wrong", "… his weakness"; not "strength", as often a measure: "quad strength"): the
# note says it in its own ("sits too high on the straights", "shoots too early"), never by these words, so no word of
# the question is covered, and the note named was refused for them (h-fail55: blind42-028, blind43-026, blind44-024
# and -215, dev). The record named answers such a question as it
# answers one that asks for it alone. Closed English of a judgement asked, not a topic list.
_JUDGEMENT = re.compile(
    r"\b(?:weak(?:est)?\s+(?:point|spot|link|area|side)s?|weakness(?:es)?|strong\s+points?"
    r"|(?:doing|getting|got)\s+wrong|needs?\s+to\s+(?:work\s+on|improve|fix))\b",
    re.IGNORECASE)


def asks_judgement(question: str) -> bool:
    """Whether the question asks what the record judges of the client (`_JUDGEMENT`: a weak point, a strong
    point, what they do wrong or need to work on)."""
    return _JUDGEMENT.search(question) is not None


def answers(record: Candidate, has_topic: bool, question: str = "") -> bool:
    """Whether the record named by its ordinal answers: it shares a word of the question (the ranking's
    coverage), or the question asks for the record and nothing else, or for the record's judgement of the client
    (`asks_judgement`)."""
    return not has_topic or record.features.get("coverage", 0.0) > 0 or asks_judgement(question)
