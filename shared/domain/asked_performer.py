"""Who does a procedure asked of one that came up — "who's doing ronnie's hip replacement", "who did
the injection", "who did wren's ultrasound" — and whether the records naming it say who.

The procedure is in the client's history ("Hip replacement booked for September", "had the hip
injection"), so every topic word is said and relevance is high, and the chat quoted the records naming
it. What was asked is the person who does it, and a record that names the procedure and no one did not
tell it. Read leniently, as asked_attributes reads a person's name: a word that could be a name
(holds_attribute's "person": no client's nor sender's name, nothing the kinds table names) or a word of
a person's role ("the physio", "my GP", "the consultant": asked_attributes.roles_asked) in a sentence
naming the procedure counts as the answer.
"""

from __future__ import annotations

import re
from typing import Any, Callable, Sequence

from shared.domain import asked_attributes, bound_slots, word_evidence
from shared.domain.operations_had import OPERATION_WORDS
from shared.ports.keywords import tokens

# Procedures someone does to a client: an operation's words, an injection, a scan or a test's.
PROCEDURES = OPERATION_WORDS | frozenset("""replacement replacements injection injections jab jabs scan scans mri
    ultrasound x-ray xray ct dexa biopsy endoscopy colonoscopy procedure procedures bloods assessment""".split())
# "who did|does|'s doing|is doing|will do|performed … <procedure>": the doer of the procedure asked. Not "who
# told me", "who's doing support", "who diagnosed it", "who put her on it": no procedure done.
_WHO_DOES = re.compile(r"^\W*who(?:\s+(?:is|was|will|'ll|are)|'s|\u2019s|s)?\s+(?:did|does|do|doing|done|performed|"
                       r"performing|performs|carried\s+out|carrying\s+out|operated\s+on|operating\s+on)\s+(?P<rest>.+)$",
                       re.IGNORECASE)
_WORD = re.compile(r"[^\W\d_][\w'\u2019-]*", re.UNICODE)


def asked_procedure(question: str) -> frozenset[str]:
    """The stems of the procedure whose doer `question` asks ({"replac"} … for "who's doing ronnie's
    hip replacement"); empty when it asks none."""
    return frozenset(s for b in _procedure_words(question) for s in tokens(b))


def _procedure_words(question: str) -> list[str]:
    match = _WHO_DOES.match(question)
    if not match:
        return []
    return [b for w in _WORD.findall(match.group("rest")) for b in asked_attributes.said_words(w) if b in PROCEDURES]


def names_doer(text: str, said: frozenset[str], known: Callable[[str], bool]) -> bool:
    """`text` names someone who may do it: a word of a person's role ("physio", "consultant", "Dr") or a
    word that could be a person's name (asked_attributes.holds_attribute, "person")."""
    if asked_attributes.roles_asked(text):
        return True
    return asked_attributes.holds_attribute("person", text, known, said)


def undone_by(question: str, candidates: Sequence[Any], threshold: float,
              known: Callable[[str], bool] = lambda w: False) -> str:
    """"who does the <procedure>" when `question` asks who does a procedure (`asked_procedure`) and no sentence naming
    the procedure, in a relevant candidate or a turn beside one (word_evidence.exchange), names anyone
    (`names_doer`; the senders' and the clients' names are no one here); "" otherwise, or where no
    relevant candidate names the procedure at all (the rest of the decision reads that)."""
    procedure = asked_procedure(question)
    if not procedure:
        return ""
    read = word_evidence.relevant_and_beside(candidates, threshold)
    sentences = [s for c in read for s in bound_slots.thing_sentences(bound_slots.text_of(c), procedure)]
    if not sentences:
        return ""
    knows = asked_attributes.knows(word_evidence.sender_words(candidates), known)
    said = asked_attributes.said_words(question)
    if any(names_doer(s, said, knows) for s in sentences):
        return ""
    return f"who does the {_procedure_words(question)[-1]}"
