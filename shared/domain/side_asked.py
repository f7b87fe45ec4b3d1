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

from shared.domain import side_whether, sides, word_evidence, yes_no
from shared.domain.bound_slots import text_of

_SIDE = re.compile(r"\b(?P<side>left|right)\s+(?P<thing>[^\W\d_][\w'\u2019-]*)", re.IGNORECASE)
_OTHER = {"left": "right", "right": "left"}
# "right" as an adverb or "correct" is no side: "right now", "right after the op", "all right".
_NOT_A_SIDE = frozenset("""now away after before then there here on off back up down in into at to from
    enough and or is was it that this""".split())
_WORD = re.compile(r"[^\W\d_]+")
# A yes-or-no question ("was it the right wrist", "did she hurt her right wrist"): the records' other side
# is its answer, "no".
_WHETHER = yes_no.OPENING  # the one reading of a yes-or-no opening (shared/domain/yes_no.py)


def unsaid_side(asked: str, unsaid: Sequence[str], candidates: Sequence[Any], threshold: float) -> str:
    """"<side> <thing>" when the question asks a side ("right side", "left one") that is among the words
    the history never says (`unsaid`) and a relevant candidate (relevance >= `threshold`) says the
    other side; "" otherwise."""
    missing = {w.lower() for w in unsaid}
    if {"left", "right"} <= set(_WORD.findall(asked.lower())):
        return ""  # "was it the left or right hand": which side is what is asked
    if side_whether.asks_whether_side(asked):
        return ""  # "was it on her right side": the other side answers it "no" (shared/domain/side_whether.py)
    for match in _SIDE.finditer(asked):
        side, thing = match.group("side").lower(), match.group("thing").lower()
        if side not in missing or thing in _NOT_A_SIDE:
            continue
        other = _OTHER[side]
        if any(other in _WORD.findall(text_of(c).lower())
               for c in candidates if c.relevance >= threshold):
            return f"{side} {thing}"
    return ""


def part_on_the_other_side(asked: str, candidates: Sequence[Any], threshold: float) -> str:
    """"<side> <part>" ("right wrist") when the question asks a part of the body on a side, the relevant
    records (relevance >= `threshold`) name that very part on the other side only, and the asked side is
    said of the limb alone ("right arm only for a bit"); "" otherwise.

    word_evidence.other_side compares a part with its limb too ("right arm" is the arm the wrist is of),
    so a record putting the limb on the asked side, of something else (the good arm trained while the
    left wrist heals), let the question answer with the left wrist's records. Here a record counts only
    where it names every table entry of the part asked (a "left wrist" names the wrist and its arm,
    "right arm" the arm alone); only where such records exist and all put the part on one side, the
    other, is it refused. A question naming both sides is which-side asked, and a yes-or-no question is
    answered "no" by the other side: neither is refused."""
    lowered = asked.lower()
    if {"left", "right"} <= set(_WORD.findall(lowered)) or _WHETHER.match(lowered):
        return ""  # which side, or whether it was this one ("was it the right wrist": no, the left), is answered
    relevant = [c for c in candidates if c.relevance >= threshold]
    if not relevant:
        return ""
    said = word_evidence.said_sides(relevant)  # the records' sided parts, read as other_side reads them
    for side, part, written in word_evidence.sided_parts(lowered):
        if len(side) != 1:
            continue
        part = sides.asked(part)
        on = set().union(*(s_ for s_, p in said if p >= part), set())
        if on and not side & on:
            return written
    return ""
