"""An amount asked of a thing a client takes that no record gives: "how much salt is priya taking".

The thing came up ("started ivabradine 2.5mg twice a day, plus salt tablets and compression tights"), so
the question's words are said and relevance is high, and the chat quoted the record as if the number in
it (the ivabradine's dose) were the salt's. The slot asked is an amount of the thing: a figure in a clause
that names it ("creatine 5g a day", "salt 3 g", "2 salt tablets"). Read clause by clause: a figure of
another thing in the same sentence ("ivabradine 2.5mg …, plus salt tablets") is that thing's.

Where no relevant record names the thing, nothing is known of it and nothing is refused (the words the
history never says are word_evidence's). A medicine the kinds table knows is asked_values' dose
(word_evidence.unheld_value); this reads any thing taken, drunk or eaten.
"""

from __future__ import annotations

import re
from typing import Any, Callable, Sequence

from shared.domain import bound_slots
from shared.domain.bound_slots import text_of
from shared.ports.keywords import tokens

# "how much salt is priya taking", "how many tablets does he take a day", "how much water is she drinking":
# the thing is the one or two words after "how much / many", the verb one of taking in. "On" is taking
# ("how many tablets is he on") except after "been" / "gone": "how many hikes has joanna been on" counts
# outings (LoCoMo conv-42's question, left empty by this rule), no amount of a thing taken.
_ASKS = re.compile(
    r"^\s*how\s+(?:much|many)\s+(?P<thing>[^\W\d_][\w'\u2019-]*(?:\s+[^\W\d_][\w'\u2019-]*)?)\s+"
    r"(?:is|are|does|do|did|was|were|has|have)\s+(?:(?P<who>.+?)\s+)?(?:taking|take|took|having|have|had|drinking|drink"
    r"|drank|eating|eat|ate|using|use|(?<!\bbeen\s)(?<!\bgone\s)on)\b\s*(?P<rest>.*?)\W*$")
# What may follow the verb: how often ("a day", "per week", "now", "at the moment").
_REST = re.compile(r"(?:(?:a|per|each|every)\s+(?:day|night|week|morning|evening)|daily|now|these\s+days"
                   r"|at\s+the\s+moment|at\s+the\s+minute|currently)?")
# A clause: the part of a sentence between commas, semicolons, and the joining "plus" / "and also".
_CLAUSE = re.compile(r"[,;:(]|\bplus\b|\band\s+also\b|\bas\s+well\s+as\b", re.IGNORECASE)
# A figure: digits, or a count in words before a unit or the thing ("two tablets", "a teaspoon").
_FIGURE = re.compile(r"\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|half|a\s+(?:teaspoon|tablespoon"
                     r"|pinch|sachet|scoop|litre|liter|pint|glass|cup))\b", re.IGNORECASE)


def _clauses(text: str) -> list[str]:
    return [c for s in bound_slots.sentences(text) for c in _CLAUSE.split(s) if c.strip()]


def untaken_amount(question: str, candidates: Sequence[Any], threshold: float,
                   known: Callable[[str], bool] = lambda w: False) -> str:
    """What the refusal names ("how much salt") when the question asks an amount of a thing taken
    (`_ASKS`), a relevant record (a candidate over `threshold`) names the thing, and no clause of any
    record naming it holds a figure (`_FIGURE`); "" otherwise. `known` is the roster's names, no word of
    the thing."""
    lowered = question.lower().strip()
    asked = _ASKS.match(lowered)
    if not asked or not _REST.fullmatch(asked.group("rest")):
        return ""
    thing = bound_slots.thing(asked.group("thing"), (), known)
    if not thing:
        return ""
    if not any(c.relevance >= threshold and bound_slots.says(text_of(c), thing) for c in candidates):
        return ""
    for c in candidates:
        for clause in _clauses(text_of(c)):
            if set(tokens(clause)) & thing and _FIGURE.search(clause):
                return ""
    return " ".join(lowered.split()[:3])
