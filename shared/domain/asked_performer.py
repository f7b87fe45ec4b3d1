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

from shared.domain import asked_attributes, bound_slots, kinds, word_evidence
from shared.domain.sources import registry
from shared.domain.operations_had import OPERATION_WORDS
from shared.ports.keywords import tokens

# Procedures someone does to a client: an operation's words, an injection, a scan or a test's.
PROCEDURES = OPERATION_WORDS | frozenset("""replacement replacements injection injections jab jabs scan scans mri
    ultrasound x-ray xray ct dexa biopsy endoscopy colonoscopy procedure procedures bloods assessment""".split())
# "who did|does|'s doing|is doing|will do|performed … <procedure>": the doer of the procedure asked. Not "who
# told me", "who's doing support", "who diagnosed it", "who put her on it": no procedure done.
# "who gave her the injection" asks the one who did it as "who did the injection" does (blind43-204: "Mum got
# the steroid injection … at the health centre" was quoted for it).
_WHO_DOES = re.compile(r"^\W*who(?:\s+(?:is|was|will|'ll|are)|'s|\u2019s|s)?\s+(?:did|does|do|doing|done|performed|"
                       r"performing|performs|carried\s+out|carrying\s+out|operated\s+on|operating\s+on|"
                       r"gave|give|gives|giving|given)\s+(?P<rest>.+)$",
                       re.IGNORECASE)
# "op" is read by its stem alone, which "operation" / "operated" ("oper") do not share: a record saying
# "no operation at his age" names the op asked of (blind43-009 "who did the op").
_STEMS_OF = {"op": ("op", "oper"), "ops": ("op", "oper")}
# A record the trainer summarises in (registry.written_by("trainer"): a session note, the profile) is read by
# its clauses naming the procedure: the profile's "background notes: Heptathlon, Hexham" names no one who did
# the MRI of its injuries' field (blind31-610 "who did holly's mri"), as word_evidence._role_clauses reads a
# person's name.
_WORD = re.compile(r"[^\W\d_][\w'\u2019-]*", re.UNICODE)


def asked_procedure(question: str) -> frozenset[str]:
    """The stems of the procedure whose doer `question` asks ({"replac"} … for "who's doing ronnie's
    hip replacement"); empty when it asks none."""
    return frozenset(s for b in _procedure_words(question) for s in _STEMS_OF.get(b, tokens(b)))


def _procedure_words(question: str) -> list[str]:
    match = _WHO_DOES.match(question)
    if not match:
        return []
    return [b for w in _WORD.findall(match.group("rest")) for b in asked_attributes.said_words(w) if b in PROCEDURES]


def names_doer(text: str, said: frozenset[str], known: Callable[[str], bool]) -> bool:
    """`text` names someone who may do it: a word of a trade ("physio", "consultant", "Dr", "cardiologist") or a
    word that could be a person's name (asked_attributes.holds_attribute, "person"). A relative is no doer of
    a procedure: "Mum got the steroid injection in the shoulder" (her son writing) tells who had it."""
    if asked_attributes.trades_named(text):
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
    named = [s for c in read for s in _procedure_clauses(c, procedure)]
    # A record saying the procedure was not done ("no operation at his age they said") names no one who
    # did it, and tells that no one did (blind43-009 "who did the op" after the achilles healed in plaster).
    sentences = [s for s in named if not _denied(s, procedure)]
    if not named:
        return ""
    knows = asked_attributes.knows(word_evidence.sender_words(candidates), known)
    said = asked_attributes.said_words(question)
    if any(names_doer(_AT_A_PLACE.sub(" ", s), said, knows) for s in sentences):
        return ""
    return f"who does the {_procedure_words(question)[-1]}"


def _procedure_clauses(record: Any, procedure: frozenset[str]) -> list[str]:
    """The sentences of `record` naming the procedure; a trainer's summary's cut to the clauses (the
    parts a ";" or a "," parts: a profile's one field lists a condition and its GP, then "left cataract:
    operation at Musgrove Park") naming it."""
    operation = bool(procedure & _OPERATION_STEMS)
    found = [s for s in bound_slots.sentences(bound_slots.text_of(record))
             if bound_slots.says(s, procedure) or (operation and _names_an_operation(s))]
    if record.metadata.get("sourceType") not in registry.written_by("trainer"):
        return found
    return [c for s in found for c in re.split(r"[;,]", s)
            if bound_slots.says(c, procedure) or (operation and _names_an_operation(c))]


# "the operation", "the op", "surgery" asked: a record names the one done by its own name ("Had the keyhole on my
# knee yesterday", "arthroscopy Tuesday"), a member of the kinds table's surgery family. Read as naming it, the
# sentence is where its doer would be told (blind46-323 "who did the operation" after "shirley's knee": no record
# said "operation", so none was read, and the chat quoted the keyhole's records).
_OPERATION_STEMS = frozenset(s for w in OPERATION_WORDS for s in _STEMS_OF.get(w, tokens(w)))
_SURGERY = "surgery"


def _names_an_operation(text: str) -> bool:
    """`text` names an operation by a name of the kinds table's surgery family ("keyhole", "arthroscopy")."""
    return any(e.family == _SURGERY for e in kinds.entries(text))


# "no operation", "without surgery", "not operating": the procedure said as not done.
_DENIALS = frozenset("no not never without didnt wasnt isnt".split())
_DENIAL_GAP = 2  # words: "no operation", "without an operation"


def _denied(sentence: str, procedure: frozenset[str]) -> bool:
    """Every word of `sentence` naming the procedure says it was not done (a denial word in the
    `_DENIAL_GAP` words before it): "no operation at his age they said"."""
    words = [w.lower().replace("'", "").replace("\u2019", "") for w in _WORD.findall(sentence)]
    at = [i for i, w in enumerate(words) if set(tokens(w)) & procedure]
    return bool(at) and all(any(w in _DENIALS for w in words[max(0, i - _DENIAL_GAP):i]) for i in at)


# A name after "at" / "in" places the procedure ("operation at Musgrove Park", "scan in Withybush"): no one who did it.
_AT_A_PLACE = re.compile(r"\b(?:at|in)\s+(?:the\s+)?(?-i:[A-Z][\w'\u2019-]*)(?:\s+(?-i:[A-Z][\w'\u2019-]*))*", re.IGNORECASE)
