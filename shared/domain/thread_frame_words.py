"""Words of a follow-up's asking that the records of the thread's thing say another way.

A follow-up asked again with the thread's thing (chat/read_again.py's ways: "when's the next one" after
"<name>'s scan") is taken only when the records quoted say every word it asked of its own. "next" of a
thing's coming occurrence ("when's the next scan", "the next one") is never written by the records that
answer it: they tell another of it, or it again, with its date ("another scan in march", "bloods again 2027").

It is said only by a record of the thread's thing (the caller passes those) that says "another" / "again" /
"repeat" with a date or a span ahead after it. Closed English: words anyone uses for the same thing, no one
data set's phrasing. ("diagnosed" as a clinician's saying was tried and left out: the thing's records with
some clinician saying something answered "who diagnosed it" without the record of the diagnosis.)

Leaving a treatment ("why did she come off it", "why did that one get stopped", "why'd they change it" after
"<name>'s inhalers" / "<name>'s blood pressure tablets") is told by the thing's records as the change itself:
"swapped the propranolol for amitriptyline", "switched to symbicort ... instead of the brown one", "doctor has
changed it to naproxen", "third blood pressure tablet this year ... now nifedipine". So "come" (beside "off"),
"stopped" and "changed" are said by a record of the thread's thing that tells a switch (`_SWITCH`): one of the
thing's records naming no switch leaves them unsaid ("why did she come off it" where the inhaler was only ever
the blue one is refused).
"""

from __future__ import annotations

import re
from typing import Any, Mapping, Sequence

from shared.domain.query_dates import MONTH_NAMES

# Another of the thing, or it again, with a date or a span ahead within a few words ("another scan in
# march", "bloods again 2027", "repeat in 6 weeks").
_NEXT = re.compile(r"\b(?:another|again|repeat)\b\W+(?:[\w']+\W+){0,3}?(?:in\s+)?(?:\d{4}\b|(?:%s)\b|\d{1,2}(?:st|nd|rd|th)\b|"
                   r"\d+\s+(?:weeks?|months?|years?)\b|next\s+(?:week|month|year)\b)" % MONTH_NAMES, re.IGNORECASE)

# A switch of treatment: one swapped, switched or changed for another, one instead of another, or the thing's
# second or later one ("third lot of blood pressure tablets", "third inhaler plan since then").
_SWITCH = re.compile(r"\b(?:switch(?:ed|ing)?|swap(?:ped|ping)?|instead\s+of|replac(?:ed|ing)|"
                     r"chang(?:ed|ing)\s+(?:it|them|her|him|me|us)?\s*(?:to|for|over)|"
                     r"(?:second|third|fourth|fifth|2nd|3rd|4th|5th)\s+(?:[\w']+\s+){0,4}?"
                     r"(?:tablets?|pills?|inhalers?|meds|medications?|medicines?|drugs?|plans?|treatments?))\b",
                     re.IGNORECASE)

_SAID_BY: dict[str, re.Pattern[str]] = {
    "next": _NEXT,
    "stopped": _SWITCH,
    "stop": _SWITCH,
    "changed": _SWITCH,
    "change": _SWITCH,
}
# Words said by a pattern only beside a companion word of the asking: "come" of "come off" (not "come back").
_BESIDE: dict[str, tuple[str, re.Pattern[str]]] = {
    "come": ("off", _SWITCH),
    "came": ("off", _SWITCH),
}


def still_unsaid(unsaid: Sequence[str], records: Sequence[Mapping[str, Any]], asked: str = "") -> list[str]:
    """`unsaid` (words of the asking no record quoted says) without those a record of `records` (the
    quoted records that say the thread's thing, their metadata) says another way (`_SAID_BY`; `_BESIDE` when
    `asked`, the follow-up's topic words, holds the companion right after the word)."""
    texts = [str(m.get("text") or "") for m in records]
    asked_words = asked.lower().split()
    return [w for w in unsaid
            if not ((pattern := _pattern(w.lower(), asked_words)) is not None and any(pattern.search(t) for t in texts))]


def _pattern(word: str, asked_words: list[str]) -> re.Pattern[str] | None:
    """The pattern that says `word` another way, if any: `_SAID_BY`'s, or `_BESIDE`'s when its companion follows
    the word in `asked_words`."""
    if word in _SAID_BY:
        return _SAID_BY[word]
    beside = _BESIDE.get(word)
    if beside is None:
        return None
    companion, pattern = beside
    return pattern if any(a == word and b == companion for a, b in zip(asked_words, asked_words[1:])) else None
