"""A price asked that no record gives: "what did the physio in skipton charge jed", "what did hefin's vet charge",
"how much was the harness", "what did cris pay for sloe", "how much did she get for her".

The thing priced came up (the physio's visit, the new harness, the dog sold), so relevance is high, and the chat
quoted the visit as if it held the fee. A price is given in money ("£350", "400 quid", "a tenner", "50p") or
said to be none ("free", "didn't charge"); a record that says neither gives no price. Read only where the question
asks a price by its verb ("charge", "cost", "pay", "get for") or as "how much was / were <a thing>" (a thing after
a determiner: "how much was he" asks a weight), and refused only where no candidate says money at all: a word of
money anywhere ("paid", "price", "cost", "quid") keeps the question for the model.
"""

from __future__ import annotations

import re
from typing import Any, Sequence

from shared.domain.bound_slots import text_of

_ASKED = re.compile(
    r"^\W*(?:(?:so|and|ok|okay)\s+)?(?:"
    r"what\s+(?:did|does|do|will|would)\s+(?:[\w'\u2019-]+\s+){0,5}?(?:charge|cost|pay)\b(?:\s+[\w\s'\u2019-]*)?"
    r"|how\s+much\s+(?:did|does|do|will|would)\s+(?:[\w'\u2019-]+\s+){0,5}?(?:charge|cost|pay|get\s+for|sell\s+\w+\s+for)\b"
    r"(?:\s+[\w\s'\u2019-]*)?"
    r"|how\s+much\s+(?:was|were|is|are)\s+(?:the|his|her|their|my|a|an|that|those|these)\s+(?P<thing>[a-z][\w\s'\u2019-]*?)"
    r"(?:\s+cost)?"
    r")\W*$|^\W*(?:how\s+much|what)\s+(?:was|were|is|did)\s+(?:the\s+)?(?:cost|price|fee)\b", re.IGNORECASE)
# A value of the body or of training asked by "how much was his ...": no price.
_NOT_A_PRICE = re.compile(r"\b(?:weigh\w*|weight|lost|lose|kg|kilos?|stone|lbs?|heavy|sleep|steps|water|distance|"
                          r"miles?|km|reps?|sets?|dose|mg|ml|units?)\b", re.IGNORECASE)
# Money said: an amount in a currency, a coin's or a note's name, or a price's word.
_MONEY = re.compile(r"[£$€]\s?\d|\b\d+(?:[.,]\d+)?\s*(?:quid|pounds?|p|pence|euros?|dollars?|grand|k)\b"
                    r"|\b(?:fiver|tenner|quid|pounds|price|priced|cost|costs|costing|paid|pay|paying|charge|charged|"
                    r"charges|fee|fees|free|cheap|dear|expensive|bargain|sold\s+for|bought\s+for)\b", re.IGNORECASE)


def asked(question: str) -> bool:
    """`question` asks a price (module docstring)."""
    match = _ASKED.match(question.strip())
    return bool(match) and not _NOT_A_PRICE.search(question)


def unpriced(question: str, candidates: Sequence[Any]) -> str:
    """"the price" when `question` asks one and no candidate says money (`_MONEY`); "" otherwise."""
    if not asked(question) or not candidates:
        return ""
    if any(_MONEY.search(text_of(c)) for c in candidates):
        return ""
    return "the price"
