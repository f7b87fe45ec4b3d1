"""A side asked that the client's history never says, where the records name the other ("euan's right
side": every record says "a stress fracture on the left side of the L5 vertebra").

word_evidence.other_side reads a side of a body part of the kinds table ("right wrist"); a side asked of
anything else ("his right side", "her left one", "the right leg's scar") came up as the other side, and
relevance is high on every other word. The side word itself is never said in the history in scope (the
decision's unsaid words), so nothing of that side was told.
"""

from __future__ import annotations

import re
from typing import Any, Sequence

from shared.domain.bound_slots import text_of

_SIDE = re.compile(r"\b(?P<side>left|right)\s+(?P<thing>[^\W\d_][\w'\u2019-]*)", re.IGNORECASE)
_OTHER = {"left": "right", "right": "left"}
# "right" as an adverb or "correct" is no side: "right now", "right after the op", "all right".
_NOT_A_SIDE = frozenset("""now away after before then there here on off back up down in into at to from
    enough and or is was it that this""".split())
_WORD = re.compile(r"[^\W\d_]+")


def unsaid_side(asked: str, unsaid: Sequence[str], candidates: Sequence[Any], threshold: float) -> str:
    """"<side> <thing>" when the question asks a side ("right side", "left one") that is among the words
    the history never says (`unsaid`) and a relevant candidate (relevance >= `threshold`) says the
    other side; "" otherwise."""
    missing = {w.lower() for w in unsaid}
    if {"left", "right"} <= set(_WORD.findall(asked.lower())):
        return ""  # "was it the left or right hand": which side is what is asked
    for match in _SIDE.finditer(asked):
        side, thing = match.group("side").lower(), match.group("thing").lower()
        if side not in missing or thing in _NOT_A_SIDE:
            continue
        other = _OTHER[side]
        if any(other in _WORD.findall(text_of(c).lower())
               for c in candidates if c.relevance >= threshold):
            return f"{side} {thing}"
    return ""
