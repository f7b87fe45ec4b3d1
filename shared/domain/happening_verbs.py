"""A happening asked by its verb that the history never tells: "did they lance the boil", "did the cut weep".

"did he dislocate it", "did they drain the knee", "did the infection spread": the verb is the happening
asked (the thing after it is where), so a question whose verb no record says, nor any other word telling
the same happening ("aspirated", "fluid off" for a drain), asks something the history does not hold. The
subject phrase (shared/domain/asked_subject.py) reads the noun after the verb, which the records say ("the
knee"), and the other happening tables (shared/domain/yes_no.py's falls, cuts and visits; conditions and
treatments) read nouns; so the quoting layer answered "No message mentions 'drain'" over the knee's records.

Read only of a clinical happening of `_GROUPS` (closed English from general knowledge, not any roster's
words), where the verb stands right after the question's subject (a pronoun, a name, or "the/his/her X"):
a verb of everyday doing ("win", "go", "break", "make") is told in many other words and is left to the
other evidence; buying and selling are read (h-false61: "did jory buy a new canoe", "did hefin sell floss"),
their other words being few ("bought", "new", "second-hand"; "sold", "for sale"). Refused only where the history never says the verb itself (the decision's words never
said) and no record ranked for the question says a word of its group.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from shared.domain.yes_no import OPENING
from shared.ports.keywords import tokens

# Each happening's verb, and the words that tell it (the verb's forms and other words for it).
_GROUPS: dict[str, frozenset[str]] = {g.split()[0]: frozenset(g.split()) for g in (
    "drain drained draining aspirate aspirated aspiration tapped fluid",
    "puncture punctured perforate perforated pierce pierced collapse collapsed pneumothorax",
    "spread spreading spreads travelled moved",
    "stitch stitched stitches suture sutured sutures glue glued staple stapled",
    "dislocate dislocated dislocation popped",
    "amputate amputated amputation",
    "lance lanced",
    "burst bursting ruptured rupture",
    "inject injected injecting injection injections jab jabs jabbed",
    "faint fainted fainting passed blacked blackout",
    "vomit vomited vomiting sick threw",
    "bleed bled bleeding blood",
    "bruise bruised bruising",
    "infect infected infection",
    "cauterise cauterised cauterize cauterized",
    "sedate sedated sedation",
    "resuscitate resuscitated cpr",
    "intubate intubated ventilator",
    # A purchase or a sale ("did jory buy a new canoe", "did peran sell his canoe"; h-false61): everyday verbs, but
    # told in few other words, and a thing bought is told new ("new board came"), a thing sold as for sale.
    "buy bought buying buys purchase purchased purchasing new second-hand secondhand ordered",
    "sell sold selling sells sale rehomed",
)}
_SUBJECTS = frozenset("he she they it i you we".split())
_DETERMINERS = frozenset("the his her their my your its".split())
_WORD = re.compile(r"[^\W\d_][\w&'\u2019-]*")


def asked_verb(question: str) -> str:
    """The happening's verb a yes-or-no question asks of, standing right after its subject ("lance" of "did
    they lance the boil", "spread" of "did the rash spread to her arm") or right after the auxiliary where the
    client's name was read off ("did faint" of "did tom faint"); "" for another question."""
    match = OPENING.match(question)
    if not match:
        return ""
    words = [w.lower().strip("'\u2019-") for w in _WORD.findall(question[match.end():])]
    if not words:
        return ""
    # The subject: "the rash", "his cut"; a pronoun or a name; or none, where the decision read the question
    # without the client's name ("did tom faint" is read "did faint": the verb follows the auxiliary).
    if words[0] in _GROUPS:
        return words[0]
    at = 2 if words[0] in _DETERMINERS else 1
    return words[at] if at < len(words) and words[at] in _GROUPS else ""


def unsaid_verb(asked: str, unsaid: Sequence[str], candidates: Sequence[Any]) -> str:
    """The happening's verb (`asked_verb`) when the history never says it (`unsaid`) and no candidate says a
    word of its group; "" otherwise."""
    verb = asked_verb(asked)
    if not verb:
        return ""
    missing = {s for w in unsaid for s in tokens(w.lower())}
    if not set(tokens(verb)) & missing:
        return ""
    group = _GROUPS[verb]
    stems = {s for g in group for s in tokens(g) if len(s) > 2}
    for c in candidates:
        text = str(c.metadata.get("text") or "").lower()
        said = {w.strip("'\u2019-") for w in _WORD.findall(text)}
        if group & said or stems & {s for w in said for s in tokens(w)}:
            return ""
    return verb
